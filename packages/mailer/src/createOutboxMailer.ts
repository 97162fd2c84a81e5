import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { loadNodemailer, type NodemailerLike } from './loadNodemailer';
import type { Mailer } from './Mailer';

/** What nodemailer's JSON transport composed (the part the outbox keeps). */
const composedSchema = z.object({
  from: z.object({ address: z.string(), name: z.string() }),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  messageId: z.string(),
});

/**
 * A mailer for development and tests: each mail goes through nodemailer (its JSON transport composes it exactly as
 * SMTP would, addresses checked) and becomes `<dir>/<createdAt>-<random>.json` with
 * `{ to, from, subject, text, html, links, headers, messageId, createdAt }`. Files are written under a temporary
 * name and renamed, so a reader never sees a half-written mail.
 */
export function createOutboxMailer(
  dir: string,
  opts: { from: string; load?: () => Promise<NodemailerLike> },
): Mailer {
  let transporter: Promise<ReturnType<NodemailerLike['createTransport']>> | undefined;
  return {
    async sendMail(message) {
      transporter ??= (opts.load ?? loadNodemailer)().then((nm) =>
        nm.createTransport({ jsonTransport: true }),
      );
      const headers = message.headers ?? {};
      const info = (await (
        await transporter
      ).sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers,
      })) as { message?: unknown };
      const composed = composedSchema.parse(JSON.parse(String(info.message)));
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const body = JSON.stringify(
        {
          to: message.to,
          from: composed.from.name
            ? `${composed.from.name} <${composed.from.address}>`
            : composed.from.address,
          subject: composed.subject,
          text: composed.text,
          html: composed.html,
          links: message.links,
          headers,
          messageId: composed.messageId,
          createdAt,
        },
        null,
        2,
      );
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, body, { encoding: 'utf8', mode: 0o600 });
      await rename(tmp, path.join(dir, name));
    },
  };
}
