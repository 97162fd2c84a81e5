import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from './Mailer';

/**
 * A mailer for development and tests: each mail becomes `<dir>/<createdAt>-<random>.json` with
 * `{ to, subject, text, html, links, createdAt }`. Files are written under a temporary name and renamed, so a reader
 * never sees a half-written mail.
 */
export function createOutboxMailer(dir: string): Mailer {
  return {
    async sendMail(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const body = JSON.stringify({ ...message, createdAt }, null, 2);
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, body, { encoding: 'utf8', mode: 0o600 });
      await rename(tmp, path.join(dir, name));
    },
  };
}
