import { giftLinkSchema, giftQuotaSchema, linkTokenInfoSchema } from '@news/contracts/paywallApi';
import request from 'supertest';
import { createTestPaywallApp } from './createTestPaywallApp';
import { giftLinkTtlSecondsFromEnv } from './createPaywallService';

const GIVER = 'de300000-0000-4000-8000-000000000003';

describe('gift links', () => {
  let t: Awaited<ReturnType<typeof createTestPaywallApp>>;
  beforeAll(async () => {
    t = await createTestPaywallApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const giver = (n: number) => `de300000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
  const plusToken = (ssoId: string) => t.tokenFor(ssoId, { roles: ['PLUS_USER'] });
  const create = (token: string | undefined, body: unknown, mandator = 'rb') => {
    const req = request(t.app).post('/paywall/gift-links').set('x-mandator', mandator);
    if (token) req.set('authorization', `Bearer ${token}`);
    return req.send(body as object);
  };
  const quota = async (token: string, mandator = 'rb') =>
    giftQuotaSchema.parse(
      (
        await request(t.app)
          .get('/paywall/gift-links/quota')
          .set('x-mandator', mandator)
          .set('authorization', `Bearer ${token}`)
          .expect(200)
      ).body,
    );

  it('a plus reader gives an article away: a signed link that the link-token check accepts', async () => {
    const token = await plusToken(GIVER);
    expect(await quota(token)).toEqual({ limit: 5, remaining: 5 });
    const res = await create(token, { articleId: 100001 }).expect(201);
    const link = giftLinkSchema.parse(res.body);
    expect(link.path).toBe(`/100001?link-token=${link.token}`);
    expect(link.quota).toEqual({ limit: 5, remaining: 4 });
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await quota(token)).toEqual({ limit: 5, remaining: 4 });

    const check = await request(t.app)
      .post('/paywall/link-tokens/validate')
      .set('x-mandator', 'rb')
      .send({ token: link.token })
      .expect(200);
    expect(linkTokenInfoSchema.parse(check.body)).toEqual({
      articleId: 100001,
      tokenType: 'gift',
      scope: 'no_paywall',
    });
    const { rows } = await t.db.query<{ article_id: number; giver: string }>(
      'select article_id, giver from paywall.gift_links',
    );
    expect(rows).toEqual([{ article_id: 100001, giver: GIVER }]);
  });

  it('the brand decides the quota and how long a link lives (la: 3 a month, 14 days)', async () => {
    const token = await plusToken(giver(1));
    const link = giftLinkSchema.parse((await create(token, { articleId: 7 }, 'la').expect(201)).body);
    expect(link.quota).toEqual({ limit: 3, remaining: 2 });
    expect((Date.parse(link.expiresAt) - Date.now()) / 86_400_000).toBeLessThanOrEqual(14);
    // the rb quota of the same reader is untouched
    expect(await quota(token)).toEqual({ limit: 5, remaining: 5 });
  });

  it('429 once the month’s links are given, also under parallel requests', async () => {
    const token = await plusToken(giver(2));
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => create(token, { articleId: 100001 + i })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.body).toEqual({
      status: 429,
      code: 'gift_quota_exhausted',
      message: 'Sie haben diesen Monat alle Geschenk-Links verschenkt.',
    });
    expect(await quota(token)).toEqual({ limit: 5, remaining: 0 });
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from paywall.gift_links where giver = $1',
      [giver(2)],
    );
    expect(rows[0]?.n).toBe(5);
  });

  it('links of last month do not count', async () => {
    const token = await plusToken(giver(3));
    for (let i = 0; i < 5; i++) await create(token, { articleId: 200 + i }).expect(201);
    await create(token, { articleId: 300 }).expect(429);
    await t.db.query(
      `update paywall.gift_links set created_at = now() - interval '32 days' where giver = $1`,
      [giver(3)],
    );
    await create(token, { articleId: 300 }).expect(201);
  });

  it('403 gift_links_plus_only for a reader without plus', async () => {
    const token = await t.tokenFor(giver(4), { roles: ['EPAPER_USER', 'WALLET_USER'] });
    const res = await create(token, { articleId: 100001 }).expect(403);
    expect(res.body).toMatchObject({ status: 403, code: 'gift_links_plus_only' });
    await request(t.app)
      .get('/paywall/gift-links/quota')
      .set('x-mandator', 'rb')
      .set('authorization', `Bearer ${token}`)
      .expect(403);
  });

  it.each([
    ['no token', async () => undefined],
    ['a forged token', async () => t.foreignTokenFor(giver(5), { roles: ['PLUS_USER'] })],
  ])('401 login_required with %s', async (_name, token) => {
    const res = await create(await token(), { articleId: 100001 }).expect(401);
    expect(res.body).toMatchObject({
      status: 401,
      code: 'login_required',
      message: 'Bitte melden Sie sich an.',
    });
  });

  it.each([[{}], [{ articleId: 0 }], [{ articleId: '100001' }], [{ articleId: 2_147_483_648 }]])(
    '400 invalid_article_id for %p, and nothing is counted',
    async (body) => {
      const token = await plusToken(giver(6));
      const res = await create(token, body).expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_article_id' });
      expect(await quota(token)).toEqual({ limit: 5, remaining: 5 });
    },
  );

  it('lives GIFT_LINK_TTL_SECONDS where a site sets it, and is expired for the link-token check after that', async () => {
    const short = await createTestPaywallApp({ giftLinkTtlSeconds: 1 });
    try {
      const token = await short.tokenFor(giver(60), { roles: ['PLUS_USER'] });
      const res = await request(short.app)
        .post('/paywall/gift-links')
        .set('x-mandator', 'rb')
        .set('authorization', `Bearer ${token}`)
        .send({ articleId: 100002 })
        .expect(201);
      const link = giftLinkSchema.parse(res.body);
      expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(1000);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const check = await request(short.app)
        .post('/paywall/link-tokens/validate')
        .set('x-mandator', 'rb')
        .send({ token: link.token });
      expect([check.status, check.body.code]).toEqual([400, 'link_token_expired']);
    } finally {
      await short.close();
    }
  }, 60_000);

  it('reads GIFT_LINK_TTL_SECONDS as whole seconds, and refuses anything else', () => {
    expect(giftLinkTtlSecondsFromEnv({})).toBeUndefined();
    expect(giftLinkTtlSecondsFromEnv({ GIFT_LINK_TTL_SECONDS: '5' })).toBe(5);
    for (const bad of ['0', '-1', '1.5', 'soon', '99999999'])
      expect(() => giftLinkTtlSecondsFromEnv({ GIFT_LINK_TTL_SECONDS: bad })).toThrow(
        'GIFT_LINK_TTL_SECONDS',
      );
  });
});
