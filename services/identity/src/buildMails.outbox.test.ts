/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildConfirmationMail, buildPasswordResetMail } from './buildMails';
import { createOutboxMailer } from '@news/mailer/createOutboxMailer';

describe('identity mails in the outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-test-')), 'outbox');
  });
  afterEach(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('writes each mail, composed by nodemailer, as a JSON file with to, subject, text, html and links', async () => {
    const mailer = createOutboxMailer(dir, { from: 'Regio News <noreply@example.com>' });
    await mailer.sendMail(buildConfirmationMail('a@example.org', 'Anna', 'http://localhost:3000/api/x?c=1'));
    await mailer.sendMail(
      buildPasswordResetMail('b@example.org', null, 'http://localhost:3000/change-password/2'),
    );
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    const mails = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))),
    );
    expect(mails).toEqual(
      expect.arrayContaining([
        {
          to: 'a@example.org',
          subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
          text: expect.stringContaining('Hallo Anna,'),
          html: expect.stringContaining('href="http://localhost:3000/api/x?c=1"'),
          links: ['http://localhost:3000/api/x?c=1'],
          headers: {},
          from: 'Regio News <noreply@example.com>',
          messageId: expect.stringMatching(/^<.+@example\.com>$/),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        expect.objectContaining({ to: 'b@example.org', subject: 'Passwort zurücksetzen' }),
      ]),
    );
  });

  it('writes nothing when the transport fails', async () => {
    const failing = createOutboxMailer(dir, {
      from: 'Regio News <noreply@example.com>',
      load: async () => ({
        createTransport: () => ({ sendMail: async () => Promise.reject(new Error('transport down')) }),
      }),
    });
    await expect(failing.sendMail(buildConfirmationMail('a@example.org', null, 'http://x/'))).rejects.toThrow(
      'transport down',
    );
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it('escapes names in the HTML part', async () => {
    const mail = buildConfirmationMail('a@example.org', '<script>x</script>', 'http://localhost/x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
