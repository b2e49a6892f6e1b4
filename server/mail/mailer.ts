import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Resolves once the SMTP server has taken the message; throws MailUnavailableError. */
  send(message: MailMessage): Promise<void>;
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
    close: () => transport.close(),
  };
}
