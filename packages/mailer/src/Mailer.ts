/**
 * One outgoing mail. `links` lists the absolute URLs the mail contains (confirmation, unsubscribe); `headers` are
 * extra mail headers (e.g. `List-Unsubscribe`, `List-Unsubscribe-Post`).
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers?: Record<string, string>;
};

/** Sends mails: the outbox (JSON files) by default, SMTP when SMTP_URL is set (createMailerFromEnv). */
export type Mailer = {
  sendMail(message: MailMessage): Promise<void>;
};
