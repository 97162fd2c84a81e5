import { createGrantVerifier } from '@news/auth-verify/createGrantVerifier';
import { createTokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { accessDecisionSchema, type AccessFacts } from '@news/contracts/paywallApi';
import { createTestDb } from '@news/db/createTestDb';
import request from 'supertest';
import { createPaywallService } from './createPaywallService';
import { createTestPaywallApp, TEST_INTERNAL_TOKEN } from './createTestPaywallApp';

const PLUS = 'de300000-0000-4000-8000-000000000003';
const facts: AccessFacts = {
  article: { id: 100001, contentRestriction: 'plus', tagIds: [13, 1], soldWithCredits: true },
  purchasedAt: null,
  walletCredits: null,
  device: 'desktop',
  pageType: 'Artikelseite',
  path: '/100001',
  referrer: '',
  anonId: 'anon-1',
  consume: true,
};

describe('paywall service', () => {
  let t: Awaited<ReturnType<typeof createTestPaywallApp>>;
  beforeAll(async () => {
    t = await createTestPaywallApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers healthz', async () => {
    expect((await request(t.app).get('/paywall/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('publishes the public half of its ES256 key', async () => {
    const res = await request(t.app).get('/paywall/.well-known/jwks.json').expect(200);
    expect(res.body.keys).toHaveLength(1);
    expect(res.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(JSON.stringify(res.body)).not.toMatch(/"d"/);
  });

  it('keeps its key across a restart and replicas on the same database: grants stay valid', async () => {
    const token = await t.tokenFor(PLUS, { roles: ['PLUS_USER'] });
    const res = await request(t.app)
      .post('/paywall/access')
      .set('x-mandator', 'rb')
      .set('x-internal-token', TEST_INTERNAL_TOKEN)
      .set('authorization', `Bearer ${token}`)
      .send(facts)
      .expect(200);
    const { grant } = accessDecisionSchema.parse(res.body);

    const replica = await createTestPaywallApp({ db: t.db });
    const jwks = (await request(replica.app).get('/paywall/.well-known/jwks.json').expect(200)).body;
    expect(jwks).toEqual((await request(t.app).get('/paywall/.well-known/jwks.json')).body);
    const verify = createGrantVerifier({ fetchJwks: async () => jwks });
    await expect(verify(grant!)).resolves.toMatchObject({ sub: PLUS, art: 100001 });
    const { rows } = await t.db.query('select kid from paywall.signing_keys');
    expect(rows).toHaveLength(1);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await request(t.app).get('/paywall/decide').expect(404);
    expect(res.body).toEqual({ status: 404, code: 'not_found', message: 'Nicht gefunden.' });
  });

  it('seeds the rules of both brands, changeable with SQL', async () => {
    const { rows } = await t.db.query<{ mandator: string; meter_limit: number; templates: number }>(
      `select r.mandator, r.meter_limit,
         (select count(*)::int from paywall.paywall_templates p where p.mandator = r.mandator) as templates
       from paywall.brand_rules r order by r.mandator`,
    );
    expect(rows).toEqual([
      { mandator: 'la', meter_limit: 2, templates: 12 },
      { mandator: 'rb', meter_limit: 3, templates: 12 },
    ]);
    await expect(
      t.db.query(`update paywall.paywall_templates set layout = 'popup' where mandator = 'rb'`),
    ).rejects.toThrow();
    await expect(t.db.query(`update paywall.brand_rules set meter_limit = -1`)).rejects.toThrow();
  });

  it('needs an internal token', async () => {
    const db = await createTestDb();
    try {
      const verify = createTokenVerifier({
        fetchJwks: async () => ({ keys: [] }),
        issuer: 'i',
        audience: 'a',
      });
      await expect(createPaywallService({ db, verify, internalToken: '' })).rejects.toThrow(/internal token/);
    } finally {
      await db.close();
    }
  });
});
