import path from 'node:path';
import { createOutboxMailer } from './createOutboxMailer';
import { createSmtpMailer } from './createSmtpMailer';
import type { Mailer } from './Mailer';

/**
 * The mailer the environment asks for: SMTP when `SMTP_URL` is set, otherwise the outbox folder `OUTBOX_DIR`
 * (default `<DATA_DIR or var/data>/outbox`, relative to the working directory). Sender: `MAIL_FROM`.
 */
export function createMailerFromEnv(env: Record<string, string | undefined>): Mailer {
  const from = env.MAIL_FROM?.trim() || 'Regio News <noreply@example.com>';
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) return createSmtpMailer({ transport: smtpUrl, from });
  const dir = env.OUTBOX_DIR?.trim() || path.join(env.DATA_DIR?.trim() || path.join('var', 'data'), 'outbox');
  return createOutboxMailer(path.resolve(dir), { from });
}
