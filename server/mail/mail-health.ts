import { type Mailer, MailUnavailableError } from "./mailer";

/** Where mail failures and recoveries are reported; the app hands over its logger. */
export type MailHealthLogger = {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type WatchedMailer = Mailer & {
  /** The outcome of the last send or check: true until one fails, and again once one succeeds. */
  reachable(): boolean;
  /**
   * Asks the SMTP server whether it answers, in the background, unless a send or a check did
   * within the check interval: readiness calls it on every request, the server sees at most
   * one check a minute, and none while mails are going out.
   */
  check(): void;
};

const logEveryMs = 60_000;
const checkEveryMs = 60_000;
const checkTimeoutMs = 5_000;

/** The SMTP error's code and message, never a recipient's address (its RCPT answer may quote it). */
function summary(error: unknown) {
  const cause = error instanceof MailUnavailableError ? error.cause : error;
  if (!(cause instanceof Error)) return { message: String(cause) };
  const field = (name: string) => (cause as unknown as Record<string, unknown>)[name];
  const code = field("code");
  const responseCode = field("responseCode");
  const command = field("command");
  return {
    message: cause.message.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, "<address>"),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof responseCode === "number" ? { responseCode } : {}),
    ...(typeof command === "string" ? { command } : {}),
  };
}

/**
 * A mail server that stopped answering refused every vote with `mail_unavailable` and left
 * the log silent. Here its failures are logged with their cause: the first at once, then at
 * most one line a minute summing the failures since, and one line once mail goes again.
 */
export function watchMailer(mailer: Mailer, logger: MailHealthLogger): WatchedMailer {
  let reachable = true;
  let lastOutcome = 0;
  let checking = false;
  let failures = 0;
  let unlogged = 0;
  let lastLog = 0;

  const succeeded = () => {
    lastOutcome = Date.now();
    reachable = true;
    if (failures === 0) return;
    logger.info({ failures }, `mail reachable again after ${failures} failed attempts`);
    failures = 0;
    unlogged = 0;
  };
  const failed = (error: unknown) => {
    const now = Date.now();
    lastOutcome = now;
    reachable = false;
    failures += 1;
    unlogged += 1;
    if (failures > 1 && now - lastLog < logEveryMs) return;
    logger.error(
      { cause: summary(error), count: unlogged },
      failures === 1
        ? "mail unavailable: votes needing confirmation by e-mail are refused (mail_unavailable)"
        : `mail still unavailable: ${unlogged} failed attempts since the last report`,
    );
    lastLog = now;
    unlogged = 0;
  };

  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        if (error instanceof MailUnavailableError) failed(error);
        throw error;
      }
      succeeded();
    },
    verify: (timeoutMs) => mailer.verify(timeoutMs),
    close: () => mailer.close(),
    reachable: () => reachable,
    check() {
      if (checking || Date.now() - lastOutcome < checkEveryMs) return;
      checking = true;
      mailer
        .verify(checkTimeoutMs)
        .then(succeeded, failed)
        .finally(() => {
          checking = false;
        });
    },
  };
}
