import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CapturedMail = ParsedMail & { to: string };

export type SmtpCapture = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** How many SMTP connections were opened to it, sends and checks alike. */
  connections(): number;
  /** How many of them have ended: a check is over once its connection is. */
  closedConnections(): number;
  /** The next message to arrive (or the oldest not yet taken), within the timeout. */
  nextMessage(timeoutMs?: number): Promise<CapturedMail>;
  /** Refuse (true) or accept (false) every message from now on, as a server in trouble would. */
  refuseAll(refuse: boolean): void;
  close(): Promise<void>;
};

/**
 * A real SMTP server in this process, on a free port of 127.0.0.1: the server under test
 * sends through nodemailer over TCP exactly as it would to a provider, and every message is
 * parsed as a mail client would.
 */
export async function startSmtpServer(
  /** A port of a server closed before, to bring it back where the app sends. */
  options: { port?: number } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  let connections = 0;
  let closedConnections = 0;
  let taken = 0;
  let refusing = false;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onClose() {
      closedConnections += 1;
    },
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on("end", () =>
          callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", ");
          messages.push(Object.assign(parsed, { to }));
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    closedConnections: () => closedConnections,
    refuseAll: (refuse) => {
      refusing = refuse;
    },
    async nextMessage(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (taken >= messages.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no mail arrived");
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      const message = messages[taken];
      taken += 1;
      if (!message) throw new Error("no mail arrived");
      return message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a confirmation mail. */
export function readCode(message: ParsedMail): string {
  const code = message.text?.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code in mail: ${message.text}`);
  return code;
}

/** The confirmation link of a mail. */
export function readLink(message: ParsedMail): string {
  const link = message.text?.match(/https?:\/\/\S+konfirmasi\?t=\S+/)?.[0];
  if (!link) throw new Error(`no link in mail: ${message.text}`);
  return link;
}
