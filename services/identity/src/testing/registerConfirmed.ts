import type { Express } from 'express';
import request from 'supertest';

type Mail = { to: string; subject: string; links: string[] };

/**
 * For tests: registers a reader at the identity service mounted at `/cms` of `app` and opens the confirmation
 * link of the mail that registration sent (read with `readOutbox`). Answers the confirmation's response, whose
 * body is the session (`{ jwt, refreshToken, user }`) of the now confirmed reader.
 */
export async function registerConfirmed(
  app: Express,
  readOutbox: () => Promise<Mail[]>,
  reader: { email: string; password: string; firstName: string; lastName: string; salutation?: string },
  clientIp = '127.0.0.1',
): Promise<request.Response> {
  await request(app)
    .post('/cms/auth/local/register')
    .set('x-client-ip', clientIp)
    .send(reader)
    .expect(200, { ok: true });
  const mail = (await readOutbox())
    .filter(
      (m) => m.to === reader.email.toLowerCase() && m.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    )
    .at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${reader.email}`);
  const link = new URL(mail.links[0] ?? '');
  return request(app)
    .get(`/cms${link.pathname.replace(/^\/api/, '')}${link.search}`)
    .set('x-client-ip', clientIp)
    .expect(200);
}
