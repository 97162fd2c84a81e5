import { expect } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eDir } from './playwright.config';

/** The site's e-mail outbox in the browser tests (DATA_DIR/outbox, see README "Demo readers and e-mail"). */
const outboxDir = path.join(e2eDir, 'data', 'outbox');

type Mail = { to: string; subject: string; text: string; links: string[]; headers?: Record<string, string> };

/** Waits for the newest mail with this subject to an address and returns it. */
export async function newestMailTo(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.json'))
          .sort();
        for (const file of files.reverse()) {
          const mail = JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as Mail;
          if (mail.to === address && mail.subject === subject) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail "${subject}" to ${address}`);
  return found;
}
