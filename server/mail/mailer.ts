import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Resolves once the SMTP server has taken the message; throws MailUnavailableError. */
  send(message: MailMessage): Promise<void>;
  /** Resolves once the SMTP server greets and takes the login, within `timeoutMs`; throws MailUnavailableError. */
  verify(timeoutMs: number): Promise<void>;
  close(): void;
};

/** The SMTP server could not be reached, or refused the message; nothing was sent. */
export class MailUnavailableError extends Error {
  constructor(cause: unknown) {
    super("mail unavailable", { cause });
    this.name = "MailUnavailableError";
  }
}

/**
 * Mail through one SMTP server (SMTP_URL, smtp:// or smtps://). A voter waits for the answer,
 * so a server that does not answer within a few seconds counts as unavailable.
 */
export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
      } catch (error) {
        throw new MailUnavailableError(error);
      }
    },
    async verify(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { code: "ETIMEDOUT" })),
          timeoutMs,
        );
        // A check still waiting never keeps a stopping process alive.
        timer.unref();
      });
      try {
        await Promise.race([transport.verify(), timeout]);
      } catch (error) {
        throw new MailUnavailableError(error);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
  };
}
