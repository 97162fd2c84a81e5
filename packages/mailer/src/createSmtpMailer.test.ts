/** @jest-environment node */
import { createSmtpMailer } from './createSmtpMailer';
import type { NodemailerLike } from './loadNodemailer';

describe('createSmtpMailer', () => {
  it('hands the mail to a nodemailer transport created once from the SMTP URL', async () => {
    const sent: Record<string, unknown>[] = [];
    const createTransport = jest.fn(() => ({
      sendMail: async (mail: Record<string, unknown>) => {
        sent.push(mail);
        return {};
      },
    }));
    const mailer = createSmtpMailer({
      transport: 'smtp://mail.example:587',
      from: 'Regio News <noreply@example.org>',
      load: async () => ({ createTransport }) as NodemailerLike,
    });
    const message = { to: 'a@example.org', subject: 'Betreff', text: 'Text', html: '<p>Text</p>', links: [] };
    await mailer.sendMail(message);
    await mailer.sendMail(message);
    expect(createTransport).toHaveBeenCalledTimes(1);
    expect(createTransport).toHaveBeenCalledWith('smtp://mail.example:587');
    expect(sent[0]).toEqual({
      from: 'Regio News <noreply@example.org>',
      to: 'a@example.org',
      subject: 'Betreff',
      text: 'Text',
      html: '<p>Text</p>',
      headers: {},
    });
  });

  it('fails the send (and retries loading later) when nodemailer cannot be loaded', async () => {
    const load = jest.fn(async (): Promise<NodemailerLike> => {
      throw new Error('Cannot find module nodemailer');
    });
    const mailer = createSmtpMailer({ transport: 'smtp://x', from: 'a@b.de', load });
    const message = { to: 'a@example.org', subject: 'S', text: 'T', html: 'H', links: [] };
    await expect(mailer.sendMail(message)).rejects.toThrow(/nodemailer/);
    await expect(mailer.sendMail(message)).rejects.toThrow(/nodemailer/);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
