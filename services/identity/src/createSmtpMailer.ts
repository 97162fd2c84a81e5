import type { Mailer } from './Mailer';

/** The part of nodemailer this service uses. */
export type NodemailerLike = {
  createTransport(options: string | Record<string, unknown>): {
    sendMail(mail: Record<string, unknown>): Promise<unknown>;
  };
};

// Loaded on first use so the service (and its tests) run without nodemailer installed.
const NODEMAILER = 'nodemailer';
export const loadNodemailer = async (): Promise<NodemailerLike> => {
  const mod = (await import(NODEMAILER)) as NodemailerLike & { default?: NodemailerLike };
  return mod.default ?? mod;
};

/**
 * Sends mails through nodemailer: SMTP for an `smtp://` / `smtps://` URL. `transport` may also be a nodemailer
 * transport option such as `{ jsonTransport: true }` or `{ streamTransport: true }` (tests).
 */
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
      });
    },
  };
}
