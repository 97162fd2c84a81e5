import { loadNodemailer, type NodemailerLike } from './loadNodemailer';
import type { Mailer } from './Mailer';

/** Sends mails through nodemailer's SMTP transport (`smtp://` / `smtps://` URL), headers included. */
export function createSmtpMailer(opts: {
  transport: string | Record<string, unknown>;
  from: string;
  load?: () => Promise<NodemailerLike>;
}): Mailer {
  let transporter: Promise<ReturnType<NodemailerLike['createTransport']>> | undefined;
  return {
    async sendMail(message) {
      transporter ??= (opts.load ?? loadNodemailer)().then((nm) => nm.createTransport(opts.transport));
      const t = await transporter.catch((err: unknown) => {
        transporter = undefined;
        throw err;
      });
      await t.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? {},
      });
    },
  };
}
