import { apiErrorSchema } from '@news/contracts/apiError';
import { readerNewslettersSchema } from '@news/contracts/newsletterSubscriptions';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

/** A browser's view of the newsletters: the app server, the mail links, the outbox. */
let t: Awaited<ReturnType<typeof startTestGateway>>;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'newsletter-outbox-'));
  t = await startTestGateway({ processEnv: () => ({ OUTBOX_DIR: outbox }) });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(outbox, { recursive: true, force: true });
});

type Mail = { to: string; subject: string; links: string[]; headers: Record<string, string> };

async function mailsTo(to: string): Promise<Mail[]> {
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8')) as Mail),
  );
  return mails.filter((m) => m.to === to && m.subject === 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
}

/** The path and query of a mail's link to `/newsletter/{page}`. */
const linkTo = (mail: Mail | undefined, page: 'bestaetigen' | 'abmelden') => {
  const link = mail?.links.find((l) => new URL(l).pathname === `/newsletter/${page}`);
  if (!link) throw new Error(`no ${page} link in ${JSON.stringify(mail)}`);
  const url = new URL(link);
  return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' };
};

const signupForm = (fields: string) =>
  request(t.server).post('/api/newsletters/signup').set('origin', t.origin).type('form').send(fields);

describe('newsletters through the gateway', () => {
  it('an address entered in the plain form gets a mail; its link confirms once, then says so', async () => {
    const page = await signupForm('newsletter=der-morgen&email=form%40example.org');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('Fast geschafft');
    const [mail] = await mailsTo('form@example.org');
    expect(mail?.headers['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/newsletter\/abmelden\?token=.+>$/);
    const confirm = linkTo(mail, 'bestaetigen');

    const shown = await request(t.server).get(confirm.path);
    expect(shown.status).toBe(200);
    expect(shown.headers['referrer-policy']).toBe('same-origin');
    expect(shown.text).toContain('<button type="submit">Anmeldung bestätigen</button>');
    const post = () =>
      request(t.server)
        .post('/newsletter/bestaetigen')
        .set('origin', t.origin)
        .type('form')
        .send(`token=${confirm.token}`);
    const done = await post();
    expect(done.status).toBe(200);
    expect(done.text).toContain('Vielen Dank!');
    const again = await post();
    expect(again.status).toBe(200);
    expect(again.text).toContain('war bereits bestätigt');

    const foreign = await request(t.server)
      .post('/newsletter/bestaetigen')
      .set('origin', 'https://evil.example')
      .type('form')
      .send(`token=${confirm.token}`);
    expect(foreign.status).toBe(403);
  });

  it('answers an unknown and an expired link with a German page and status', async () => {
    const unknown = await request(t.server)
      .post('/newsletter/bestaetigen')
      .set('origin', t.origin)
      .type('form')
      .send(`token=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Link ungültig');
    const incomplete = await request(t.server).get('/newsletter/bestaetigen');
    expect(incomplete.status).toBe(400);
    expect(incomplete.text).toContain('Link unvollständig');

    await signupForm('newsletter=sport-am-montag&email=spaet%40example.org').expect(200);
    const { token } = linkTo((await mailsTo('spaet@example.org'))[0], 'bestaetigen');
    await t.gateway.db.query(
      "update users.newsletter_subscriptions set confirm_expires_at = now() - interval '1 hour' where email = 'spaet@example.org'",
    );
    const expired = await request(t.server)
      .post('/newsletter/bestaetigen')
      .set('origin', t.origin)
      .type('form')
      .send(`token=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Link abgelaufen');
  });

  it('the unsubscribe link works without login, also as a mail program’s one click, once', async () => {
    await signupForm('newsletter=der-morgen&email=weg%40example.org').expect(200);
    const [mail] = await mailsTo('weg@example.org');
    const unsubscribe = linkTo(mail, 'abmelden');
    expect((await request(t.server).get(unsubscribe.path)).text).toContain('Newsletter abbestellen');

    const foreign = await request(t.server)
      .post(unsubscribe.path)
      .set('origin', 'https://evil.example')
      .type('form')
      .send('');
    expect(foreign.status).toBe(403);
    // RFC 8058: the mail program posts to the header's link, from no page of ours
    const oneClick = await request(t.server)
      .post(unsubscribe.path)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('Sie sind vom Newsletter');
    const again = await request(t.server)
      .post('/newsletter/abmelden')
      .set('origin', t.origin)
      .type('form')
      .send(`token=${unsubscribe.token}`);
    expect(again.status).toBe(200);
    expect(again.text).toContain('Sie waren bereits vom Newsletter');
  });

  it('refuses bad bodies (400 with code), unknown newsletters (404) and other sites (403)', async () => {
    for (const body of [{}, { newsletter: 'der-morgen' }, { newsletter: 'der-morgen', email: 'nein' }]) {
      const res = await request(t.server).post('/api/newsletters/signup').set('origin', t.origin).send(body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(res.body)).toMatchObject({ code: 'invalid_newsletter_signup' });
    }
    const unknown = await request(t.server)
      .post('/api/newsletters/signup')
      .set('origin', t.origin)
      .send({ newsletter: 'gibt-es-nicht', email: 'a@example.org' });
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(unknown.body)).toMatchObject({ code: 'unknown_newsletter' });
    const foreign = await request(t.server)
      .post('/api/newsletters/signup')
      .set('origin', 'https://evil.example')
      .send({ newsletter: 'der-morgen', email: 'a@example.org' });
    expect(foreign.status).toBe(403);
    expect(await mailsTo('a@example.org')).toEqual([]);

    const form = await signupForm('newsletter=der-morgen&email=');
    expect(form.status).toBe(400);
    expect(form.text).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an.');
  });

  it('answers anonymous reader calls with 401 and another reader’s subscriptions with 403', async () => {
    const get = await request(t.server).get('/api/newsletters/subscriptions');
    expect(get.status).toBe(401);
    expect(apiErrorSchema.parse(get.body)).toMatchObject({ code: 'login_required' });
    const anonymous = request(t.server);
    for (const call of [
      anonymous.put('/api/newsletters/subscriptions/der-morgen'),
      anonymous.delete('/api/newsletters/subscriptions/der-morgen'),
    ]) {
      const res = await call.set('origin', t.origin);
      expect(res.status).toBe(401);
    }
    const { cookie } = await t.login('pur@example.com');
    const { ssoId: other } = await t.login('epaper@example.com');
    const foreign = await request(t.server)
      .get(`/user-api/mandators/rb/users/${other}/newsletter-subscriptions`)
      .set('cookie', cookie);
    expect(foreign.status).toBe(403);
    const csrf = await request(t.server)
      .put('/api/newsletters/subscriptions/der-morgen')
      .set('origin', 'https://evil.example')
      .set('cookie', cookie);
    expect(csrf.status).toBe(403);
  });

  it('a logged-in reader subscribes with one click, confirms from the mail, and unsubscribes', async () => {
    const { cookie } = await t.login('leser@example.com');
    const list = async () =>
      readerNewslettersSchema.parse(
        (await request(t.server).get('/api/newsletters/subscriptions').set('cookie', cookie).expect(200))
          .body,
      );
    const stateOf = async (slug: string) => (await list()).newsletters.find((n) => n.slug === slug)?.state;
    const before = await list();
    expect(before.email).toBe('leser@example.com');
    expect(before.newsletters.map((n) => n.slug)).toEqual([
      'der-morgen',
      'sport-am-montag',
      'plus-lesetipps',
    ]);
    expect(before.newsletters.every((n) => n.state === 'none')).toBe(true);

    const put = await request(t.server)
      .put('/api/newsletters/subscriptions/plus-lesetipps')
      .set('origin', t.origin)
      .set('cookie', cookie);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ newsletter: 'plus-lesetipps', state: 'pending' });
    expect(await stateOf('plus-lesetipps')).toBe('pending');

    const { token } = linkTo((await mailsTo('leser@example.com'))[0], 'bestaetigen');
    await request(t.server)
      .post('/newsletter/bestaetigen')
      .set('origin', t.origin)
      .type('form')
      .send(`token=${token}`)
      .expect(200);
    expect(await stateOf('plus-lesetipps')).toBe('confirmed');

    await request(t.server)
      .delete('/api/newsletters/subscriptions/plus-lesetipps')
      .set('origin', t.origin)
      .set('cookie', cookie)
      .expect(204);
    expect(await stateOf('plus-lesetipps')).toBe('none');
    const unknown = await request(t.server)
      .put('/api/newsletters/subscriptions/gibt-es-nicht')
      .set('origin', t.origin)
      .set('cookie', cookie);
    expect(unknown.status).toBe(404);
  });
});
