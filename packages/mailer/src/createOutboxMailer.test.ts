/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutboxMailer } from './createOutboxMailer';

describe('createOutboxMailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'mailer-test-')), 'outbox');
  });
  afterEach(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('writes the mail composed by nodemailer as JSON, with its links and headers', async () => {
    const mailer = createOutboxMailer(dir, { from: 'Regio News <noreply@example.com>' });
    await mailer.sendMail({
      to: 'a@example.org',
      subject: 'Bitte bestätigen Sie Ihre Anmeldung',
      text: 'Hallo',
      html: '<p>Hallo</p>',
      links: ['http://localhost:3000/x'],
      headers: { 'List-Unsubscribe': '<http://localhost:3000/u>' },
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(await readFile(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(mail).toEqual({
      to: 'a@example.org',
      from: 'Regio News <noreply@example.com>',
      subject: 'Bitte bestätigen Sie Ihre Anmeldung',
      text: 'Hallo',
      html: '<p>Hallo</p>',
      links: ['http://localhost:3000/x'],
      headers: { 'List-Unsubscribe': '<http://localhost:3000/u>' },
      messageId: expect.stringMatching(/^<.+@example\.com>$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('writes nothing when the transport fails', async () => {
    const failing = createOutboxMailer(dir, {
      from: 'Regio News <noreply@example.com>',
      load: async () => ({
        createTransport: () => ({ sendMail: async () => Promise.reject(new Error('transport down')) }),
      }),
    });
    await expect(
      failing.sendMail({ to: 'a@example.org', subject: 's', text: 't', html: 'h', links: [] }),
    ).rejects.toThrow('transport down');
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});
