/** One outgoing mail. `links` lists the absolute URLs the mail contains (confirmation, reset). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

/** Sends mails: the outbox (JSON files) by default, SMTP when SMTP_URL is set. */
export type Mailer = {
  sendMail(message: MailMessage): Promise<void>;
};
