/** @jest-environment node */
import type { MailMessage } from '@news/mailer/Mailer';
import request from 'supertest';
import { createTestUsersApp, TEST_INTERNAL_TOKEN } from './createTestUsersApp';

const BASE = 'https://www.rheinauer-bote.example';
const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  newsletter: 'der-morgen',
  title: 'Der Morgen im Rheinau-Tal',
  baseUrl: BASE,
  email,
  ...extra,
});

/** The token of a mail's link to this path. */
const tokenIn = (mail: MailMessage | undefined, path: string): string => {
  const link = mail?.links.find((l) => l.startsWith(`${BASE}${path}?token=`));
  if (!link) throw new Error(`no ${path} link in ${JSON.stringify(mail)}`);
  return new URL(link).searchParams.get('token') ?? '';
};
const confirmTokenIn = (mail: MailMessage | undefined) => tokenIn(mail, '/newsletter/bestaetigen');
const unsubscribeTokenIn = (mail: MailMessage | undefined) => tokenIn(mail, '/newsletter/abmelden');

describe('newsletter subscriptions without login (double opt-in, mail links)', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  const mails: MailMessage[] = [];
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestUsersApp({
      mailer: { sendMail: async (m) => void mails.push(m) },
      newsletterLimits: { perIpPerHour: 3, perAddressPerHour: 2 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each call from its own client address, unless one is given (the per-IP limit has its own test). */
  const subscribe = (body: unknown, ip = `10.0.0.${++ipCounter}`, mandator = 'rb') =>
    request(t.app)
      .post(`/user-api/mandators/${mandator}/newsletter-subscriptions`)
      .set('x-internal-token', TEST_INTERNAL_TOKEN)
      .set('x-client-ip', ip)
      .send(body as object);
  const confirm = (token: unknown, mandator = 'rb') =>
    request(t.app).post(`/user-api/mandators/${mandator}/newsletter-subscriptions/confirm`).send({ token });
  const unsubscribe = (token: unknown, mandator = 'rb') =>
    request(t.app)
      .post(`/user-api/mandators/${mandator}/newsletter-subscriptions/unsubscribe`)
      .send({ token });
  const mailsTo = (to: string) => mails.filter((m) => m.to === to);

  it('is refused without the gateway’s internal token (403) and changes nothing', async () => {
    const res = await request(t.app)
      .post('/user-api/mandators/rb/newsletter-subscriptions')
      .send(signup('fremd@example.org'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 403, code: 'internal_only' });
    expect(mailsTo('fremd@example.org')).toHaveLength(0);
  });

  it('refuses bodies outside the contract with 400 and a code, and sends nothing', async () => {
    for (const body of [
      {},
      signup('keine-adresse'),
      signup('a@example.org', { newsletter: '../etc' }),
      signup('a@example.org', { baseUrl: 'javascript:alert(1)' }),
      signup('a@example.org', { title: '' }),
      [signup('a@example.org')],
    ]) {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_newsletter_signup' });
    }
    expect(mailsTo('a@example.org')).toHaveLength(0);
  });

  it('sends a confirmation mail whose link confirms once; confirming again changes nothing', async () => {
    const res = await subscribe(signup('Anna@Example.org'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'accepted', message: expect.stringContaining('E-Mail') });
    const [mail] = mailsTo('anna@example.org');
    expect(mail).toMatchObject({
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      text: expect.stringContaining('„Der Morgen im Rheinau-Tal“'),
      headers: {
        'List-Unsubscribe': `<${BASE}/newsletter/abmelden?token=${unsubscribeTokenIn(mail)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const token = confirmTokenIn(mail);
    // only the hash is stored
    const { rows } = await t.db.query<{ confirm_token_hash: string }>(
      "select confirm_token_hash from users.newsletter_subscriptions where email = 'anna@example.org'",
    );
    expect(rows[0]?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.confirm_token_hash).not.toContain(token);

    expect((await confirm(token).expect(200)).body).toEqual({
      newsletter: 'der-morgen',
      title: 'Der Morgen im Rheinau-Tal',
      state: 'confirmed',
      unchanged: false,
    });
    expect((await confirm(token).expect(200)).body).toMatchObject({ state: 'confirmed', unchanged: true });
  });

  it('answers the same for an address that is already subscribed, and sends it no second mail', async () => {
    await subscribe(signup('bert@example.org')).expect(202);
    await confirm(confirmTokenIn(mailsTo('bert@example.org')[0])).expect(200);
    const again = await subscribe(signup('bert@example.org'));
    const fresh = await subscribe(signup('neu-hier@example.org'));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(mailsTo('bert@example.org')).toHaveLength(1);
  });

  it('a new request replaces the pending link: the old one stops working', async () => {
    await subscribe(signup('carla@example.org')).expect(202);
    await subscribe(signup('carla@example.org')).expect(202);
    const [first, second] = mailsTo('carla@example.org');
    expect((await confirm(confirmTokenIn(first))).status).toBe(404);
    await confirm(confirmTokenIn(second)).expect(200);
  });

  it('answers an unknown, a malformed, another brand’s or an expired link with a clear German error', async () => {
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      status: 404,
      code: 'newsletter_link_invalid',
      message: expect.stringMatching(/Link ist ungültig/),
    });
    for (const token of ['', 'kurz', 'a b c d e f g h i j k', 42]) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_newsletter_token' });
    }

    await subscribe(signup('dora@example.org')).expect(202);
    const token = confirmTokenIn(mailsTo('dora@example.org')[0]);
    expect((await confirm(token, 'la')).status).toBe(404);
    await t.db.query(
      "update users.newsletter_subscriptions set confirm_expires_at = now() - interval '1 minute' where email = 'dora@example.org'",
    );
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      status: 410,
      code: 'newsletter_confirmation_expired',
      message: expect.stringMatching(/abgelaufen/),
    });
  });

  it('the unsubscribe link works without login, once; again it changes nothing; the confirm link is dead then', async () => {
    await subscribe(signup('emil@example.org')).expect(202);
    const [mail] = mailsTo('emil@example.org');
    await confirm(confirmTokenIn(mail)).expect(200);
    const token = unsubscribeTokenIn(mail);
    expect((await unsubscribe(token).expect(200)).body).toEqual({
      newsletter: 'der-morgen',
      title: 'Der Morgen im Rheinau-Tal',
      state: 'unsubscribed',
      unchanged: false,
    });
    expect((await unsubscribe(token).expect(200)).body).toMatchObject({
      state: 'unsubscribed',
      unchanged: true,
    });
    expect((await confirm(confirmTokenIn(mail))).status).toBe(404);
    // a forged signature, another brand
    const [id, signature = ''] = token.split('.');
    const forged = `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await unsubscribe(forged)).status).toBe(404);
    expect((await unsubscribe(token, 'la')).status).toBe(404);
  });

  it('limits requests per client address (429) and, silently, mails per address', async () => {
    for (let i = 0; i < 3; i++) await subscribe(signup(`ip-${i}@example.org`), '10.9.9.9').expect(202);
    const limited = await subscribe(signup('ip-3@example.org'), '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 429, code: 'newsletter_rate_limited' });
    expect(mailsTo('ip-3@example.org')).toHaveLength(0);

    for (let i = 0; i < 3; i++) await subscribe(signup('flut@example.org')).expect(202);
    expect(mailsTo('flut@example.org')).toHaveLength(2);
  });

  it('sends an issue only to confirmed subscribers, each mail with its own unsubscribe link and header', async () => {
    const issue = {
      subject: 'Guten Morgen',
      text: 'Heute im Rheinau-Tal: Sonne.',
      title: 'Der Morgen',
      baseUrl: BASE,
    };
    const send = (token?: string) => {
      const req = request(t.app).post('/user-api/mandators/rb/newsletters/sport-am-montag/issues');
      return (token ? req.set('x-internal-token', token) : req).send(issue);
    };
    expect((await send()).status).toBe(403);
    const sport = (email: string) => signup(email, { newsletter: 'sport-am-montag' });
    await subscribe(sport('fan@example.org')).expect(202);
    await subscribe(sport('zoegernd@example.org')).expect(202);
    await subscribe(sport('weg@example.org')).expect(202);
    await confirm(confirmTokenIn(mailsTo('fan@example.org')[0])).expect(200);
    await confirm(confirmTokenIn(mailsTo('weg@example.org')[0])).expect(200);
    await unsubscribe(unsubscribeTokenIn(mailsTo('weg@example.org')[0])).expect(200);

    const before = mails.length;
    expect((await send(TEST_INTERNAL_TOKEN).expect(200)).body).toEqual({ sent: 1 });
    const sent = mails.slice(before);
    expect(sent.map((m) => m.to)).toEqual(['fan@example.org']);
    const token = unsubscribeTokenIn(sent[0]);
    expect(sent[0]).toMatchObject({
      subject: 'Guten Morgen',
      text: expect.stringContaining('Heute im Rheinau-Tal: Sonne.'),
      headers: { 'List-Unsubscribe': `<${BASE}/newsletter/abmelden?token=${token}>` },
    });
    await unsubscribe(token).expect(200);
    expect((await send(TEST_INTERNAL_TOKEN).expect(200)).body).toEqual({ sent: 0 });
    const bad = await request(t.app)
      .post('/user-api/mandators/rb/newsletters/sport-am-montag/issues')
      .set('x-internal-token', TEST_INTERNAL_TOKEN)
      .send({ subject: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_newsletter_issue' });
  });
});
