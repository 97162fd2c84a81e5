/** @jest-environment node */
import { newsletterSubscriptionListSchema } from '@news/contracts/newsletterSubscriptions';
import type { MailMessage } from '@news/mailer/Mailer';
import request from 'supertest';
import { createTestUsersApp, TEST_INTERNAL_TOKEN } from './createTestUsersApp';

const READER = '5b7c3d2e-1f4a-4b6c-8d9e-0a1b2c3d4e5f';
const OTHER = '6c8d4e3f-2a5b-4c7d-9e0f-1b2c3d4e5f6a';
const BASE = 'http://localhost:3000';
const path = (rest = '', ssoId = READER) =>
  `/user-api/mandators/rb/users/${ssoId}/newsletter-subscriptions${rest}`;
const body = { title: 'Sport am Montag', baseUrl: BASE };

describe("the reader's newsletter subscriptions (/newsletters)", () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let token: string;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestUsersApp({
      mailer: { sendMail: async (m) => void mails.push(m) },
      newsletterLimits: { perIpPerHour: 100, perAddressPerHour: 4 },
    });
    token = await t.tokenFor(READER, { email: 'Leserin@Example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async () =>
    newsletterSubscriptionListSchema.parse(
      (await request(t.app).get(path()).auth(token, { type: 'bearer' }).expect(200)).body,
    );
  const put = (slug: string, payload: unknown = body) =>
    request(t.app)
      .put(path(`/${slug}`))
      .auth(token, { type: 'bearer' })
      .set('x-internal-token', TEST_INTERNAL_TOKEN)
      .send(payload as object);

  it('refuses anonymous calls (401) and another reader’s subscriptions (403)', async () => {
    for (const call of [
      request(t.app).get(path()),
      request(t.app).put(path('/sport-am-montag')).set('x-internal-token', TEST_INTERNAL_TOKEN).send(body),
      request(t.app).delete(path('/sport-am-montag')),
    ]) {
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 401, code: 'login_required' });
    }
    for (const call of [
      request(t.app).get(path('', OTHER)),
      request(t.app)
        .put(path('/sport-am-montag', OTHER))
        .set('x-internal-token', TEST_INTERNAL_TOKEN)
        .send(body),
      request(t.app).delete(path('/sport-am-montag', OTHER)),
    ]) {
      const res = await call.auth(token, { type: 'bearer' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 403, code: 'forbidden' });
    }
  });

  it('one click subscribes the account’s address, pending until the mail’s link confirms it', async () => {
    expect(await list()).toEqual({ email: 'leserin@example.com', subscriptions: [] });
    expect((await put('sport-am-montag').expect(200)).body).toEqual({
      newsletter: 'sport-am-montag',
      title: 'Sport am Montag',
      state: 'pending',
    });
    expect((await list()).subscriptions).toEqual([
      {
        newsletter: 'sport-am-montag',
        title: 'Sport am Montag',
        state: 'pending',
        updatedAt: expect.any(String),
      },
    ]);
    const mail = mails.find((m) => m.to === 'leserin@example.com');
    const link = mail?.links.find((l) => l.startsWith(`${BASE}/newsletter/bestaetigen?token=`)) ?? '';
    await request(t.app)
      .post('/user-api/mandators/rb/newsletter-subscriptions/confirm')
      .send({ token: new URL(link).searchParams.get('token') })
      .expect(200);
    expect((await list()).subscriptions).toMatchObject([
      { newsletter: 'sport-am-montag', state: 'confirmed' },
    ]);
    // subscribing again: still confirmed, no new mail
    expect((await put('sport-am-montag').expect(200)).body).toMatchObject({ state: 'confirmed' });
    expect(mails.filter((m) => m.to === 'leserin@example.com')).toHaveLength(1);
  });

  it('unsubscribes at once; again answers 204 too', async () => {
    await request(t.app).delete(path('/sport-am-montag')).auth(token, { type: 'bearer' }).expect(204);
    await request(t.app).delete(path('/sport-am-montag')).auth(token, { type: 'bearer' }).expect(204);
    expect((await list()).subscriptions).toEqual([]);
  });

  it('needs the gateway to subscribe (403), a body with title and origin (400), a slug (404)', async () => {
    const direct = await request(t.app).put(path('/der-morgen')).auth(token, { type: 'bearer' }).send(body);
    expect(direct.status).toBe(403);
    expect(direct.body).toMatchObject({ code: 'internal_only' });
    for (const bad of [{}, { title: 'X' }, { title: 'X', baseUrl: 'ftp://x' }]) {
      const res = await put('der-morgen', bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_newsletter_signup' });
    }
    const slug = await put('Der_Morgen');
    expect(slug.status).toBe(404);
    expect(slug.body).toMatchObject({ code: 'unknown_newsletter' });
    expect((await list()).subscriptions).toEqual([]);
  });

  it('limits one-click requests per e-mail address with 429 and a German message', async () => {
    const flood = await t.tokenFor(READER, { email: 'flut@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(t.app)
        .put(path('/der-morgen'))
        .auth(flood, { type: 'bearer' })
        .set('x-internal-token', TEST_INTERNAL_TOKEN)
        .send(body);
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toMatchObject({
          code: 'newsletter_rate_limited',
          message: expect.stringMatching(/Stunde/),
        });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(mails.filter((m) => m.to === 'flut@example.com')).toHaveLength(4);
  });
});
