import { createGrantVerifier } from '@news/auth-verify/createGrantVerifier';
import {
  accessDecisionSchema,
  GRANT_TTL_SECONDS,
  giftLinkSchema,
  type AccessDecision,
  type AccessFacts,
} from '@news/contracts/paywallApi';
import type { IdentityRole } from '@news/contracts/identityToken';
import request from 'supertest';
import { createGoogleLinkingVerifier } from './createGoogleLinkingVerifier';
import { createTestPaywallApp, TEST_INTERNAL_TOKEN } from './createTestPaywallApp';
import { loadPaywallKeys } from './loadPaywallKeys';
import { signLinkToken } from './signLinkToken';
import { startTestGoogleVerifier } from './startTestGoogleVerifier';

const PLUS = 'de300000-0000-4000-8000-000000000003';
const FRIEND = 'de300000-0000-4000-8000-000000000011';

type FactsChange = Partial<Omit<AccessFacts, 'article'>> & { article?: Partial<AccessFacts['article']> };
/** A plus article (main tag 13 below 1) read now on desktop, by a reader without wallet or purchase. */
const facts = ({ article, ...rest }: FactsChange = {}): AccessFacts => ({
  article: { id: 100001, contentRestriction: 'plus', tagIds: [13, 1], soldWithCredits: true, ...article },
  purchasedAt: null,
  walletCredits: null,
  device: 'desktop',
  pageType: 'Artikelseite',
  path: '/100001',
  referrer: '',
  anonId: 'anon-4711',
  consume: true,
  ...rest,
});
const result = (d: AccessDecision, slug: string) =>
  d.results.find((r) => r.sdkFeatureSlug === slug)?.outputValue;

describe('POST /paywall/access', () => {
  let t: Awaited<ReturnType<typeof createTestPaywallApp>>;
  let google: Awaited<ReturnType<typeof startTestGoogleVerifier>>;
  beforeAll(async () => {
    google = await startTestGoogleVerifier({
      unlocked: { state: 'unlocked' },
      locked: { state: 'locked' },
      undecided: { state: 'undecided' },
    });
    t = await createTestPaywallApp({ googleLinking: createGoogleLinkingVerifier({ url: google.url }) });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const post = (
    body: unknown,
    opts: { token?: string; mandator?: string; internal?: string | null } = {},
  ) => {
    const req = request(t.app)
      .post('/paywall/access')
      .set('x-mandator', opts.mandator ?? 'rb');
    if (opts.internal !== null) req.set('x-internal-token', opts.internal ?? TEST_INTERNAL_TOKEN);
    if (opts.token) req.set('authorization', `Bearer ${opts.token}`);
    return req.send(body as object);
  };
  const ask = async (body: AccessFacts, opts: { token?: string; mandator?: string } = {}) => {
    const res = await post(body, opts).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return accessDecisionSchema.parse(res.body);
  };
  /** A reader the meter does not open for (e-mail not confirmed): only the rule under test can open. */
  const friend = (roles: IdentityRole[] = []) => t.tokenFor(FRIEND, { roles, emailVerified: false });
  const verifyGrant = () =>
    createGrantVerifier({
      fetchJwks: async () => (await request(t.app).get('/paywall/.well-known/jwks.json').expect(200)).body,
    });

  describe('readers who may read', () => {
    it('a plus reader: open, with a grant for exactly this reader, article and brand', async () => {
      const d = await ask(facts(), { token: await t.tokenFor(PLUS, { roles: ['PLUS_USER'] }) });
      expect(d).toMatchObject({ open: true, reason: 'plus', linkToken: { state: 'none' } });
      expect(result(d, 'paywall-template')).toBe('ok');
      const claims = await verifyGrant()(d.grant!);
      expect(claims).toMatchObject({ sub: PLUS, art: 100001, man: 'rb' });
      expect(claims.exp - claims.iat).toBe(GRANT_TTL_SECONDS);
    });

    it('an e-paper reader', async () => {
      const d = await ask(facts(), { token: await t.tokenFor(PLUS, { roles: ['EPAPER_USER'] }) });
      expect(d).toMatchObject({ open: true, reason: 'epaper' });
      expect(d.grant).toBeDefined();
    });

    it('a tag subscriber through an ancestor tag of the article', async () => {
      const token = await friend(['PLUS-TAG-1']);
      const d = await ask(facts(), { token });
      expect(d).toMatchObject({ open: true, reason: 'tag_subscription' });
      // the same reader and another topic: locked
      const other = await ask(facts({ article: { tagIds: [31, 3] } }), { token });
      expect(other).toMatchObject({ open: false, reason: 'locked' });
      expect(other.grant).toBeUndefined();
    });

    it('a reader who bought the article with a credit', async () => {
      const token = await friend(['WALLET_USER']);
      const d = await ask(facts({ purchasedAt: '2026-11-20T08:00:00.000Z', walletCredits: 2 }), { token });
      expect(d).toMatchObject({ open: true, reason: 'credit_purchase' });
      expect(await verifyGrant()(d.grant!)).toMatchObject({ sub: FRIEND, art: 100001 });
    });

    it('a free article for anyone, without a grant (none is needed)', async () => {
      const d = await ask(facts({ article: { contentRestriction: 'free', soldWithCredits: false } }));
      expect(d).toMatchObject({ open: true, reason: 'free' });
      expect(d.grant).toBeUndefined();
    });

    it('no grant when the reader does not read now (consume false)', async () => {
      const token = await t.tokenFor(PLUS, { roles: ['PLUS_USER'] });
      const d = await ask(facts({ consume: false }), { token });
      expect(d).toMatchObject({ open: true, reason: 'plus' });
      expect(d.grant).toBeUndefined();
    });

    it('everything while the publisher has switched the brand’s paywall off (SQL)', async () => {
      await t.db.query(`update paywall.brand_rules set paywall_enabled = false where mandator = 'la'`);
      try {
        const d = await ask(facts(), { mandator: 'la' });
        expect(d).toMatchObject({ open: true, reason: 'paywall_disabled' });
        expect(await verifyGrant()(d.grant!)).toMatchObject({ sub: 'anon:anon-4711', man: 'la' });
      } finally {
        await t.db.query(`update paywall.brand_rules set paywall_enabled = true where mandator = 'la'`);
      }
      expect(await ask(facts(), { mandator: 'la' })).toMatchObject({ open: false });
    });
  });

  describe('gift links', () => {
    let giftToken: string;
    beforeAll(async () => {
      const res = await request(t.app)
        .post('/paywall/gift-links')
        .set('x-mandator', 'rb')
        .set('authorization', `Bearer ${await t.tokenFor(PLUS, { roles: ['PLUS_USER'] })}`)
        .send({ articleId: 100001 })
        .expect(201);
      giftToken = giftLinkSchema.parse(res.body).token;
    });

    it('a logged-in friend with a valid gift link reads the article', async () => {
      const d = await ask(facts({ linkToken: giftToken }), { token: await friend() });
      expect(d).toMatchObject({
        open: true,
        reason: 'link_token',
        linkToken: { state: 'valid', type: 'gift' },
      });
      expect(await verifyGrant()(d.grant!)).toMatchObject({ sub: FRIEND, art: 100001 });
    });

    it('an anonymous holder of the gift link is asked to register', async () => {
      const d = await ask(facts({ linkToken: giftToken }), { mandator: 'rb' });
      expect(d).toMatchObject({ open: false, linkToken: { state: 'valid' } });
      expect(result(d, 'paywall-template')).toBe('registration-wall');
      expect(d.grant).toBeUndefined();
    });

    it('the gift link of another article is invalid here', async () => {
      const d = await ask(facts({ article: { id: 100002 }, linkToken: giftToken }), {
        token: await friend(),
      });
      expect(d).toMatchObject({ open: false, linkToken: { state: 'invalid' } });
    });

    it('a gift link of another brand is invalid', async () => {
      const d = await ask(facts({ linkToken: giftToken }), {
        mandator: 'la',
        token: await friend(),
      });
      expect(d).toMatchObject({ open: false, linkToken: { state: 'invalid' } });
    });

    it('an expired gift link', async () => {
      const expired = await signLinkToken(await loadPaywallKeys(t.db), {
        jti: '4f1c8b8e-5a0e-4e55-9b39-111111111111',
        giver: PLUS,
        brand: 'rb',
        articleId: 100001,
        scope: 'no_paywall',
        tokenType: 'gift',
        expiresAt: new Date(Date.now() - 60_000),
      });
      const d = await ask(facts({ linkToken: expired }), { token: await friend() });
      expect(d).toMatchObject({ open: false, reason: 'locked', linkToken: { state: 'expired' } });
    });

    it('a plus reader with an expired gift link still reads by plus', async () => {
      const d = await ask(facts({ linkToken: 'aaaaaaaa.bbbbbbbb.cccccccc' }), {
        token: await t.tokenFor(PLUS, { roles: ['PLUS_USER'] }),
      });
      expect(d).toMatchObject({ open: true, reason: 'plus', linkToken: { state: 'invalid' } });
    });
  });

  describe('the meter', () => {
    const reader = (n: number) => `de300000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

    it('opens 3 plus articles per 30 days for a registered reader (rb), then locks; a counted one stays open', async () => {
      const token = await t.tokenFor(reader(1));
      const remaining: (string | undefined)[] = [];
      for (const id of [300001, 300002, 300003]) {
        const d = await ask(facts({ article: { id } }), { token });
        expect(d).toMatchObject({ open: true, reason: 'personalisation' });
        expect(await verifyGrant()(d.grant!)).toMatchObject({ sub: reader(1), art: id });
        remaining.push(result(d, 'meter-remaining'));
        expect(result(d, 'meter-limit')).toBe('3');
      }
      expect(remaining).toEqual(['2', '1', '0']);

      const fourth = await ask(facts({ article: { id: 300004 } }), { token });
      expect(fourth).toMatchObject({ open: false, reason: 'locked' });
      expect(result(fourth, 'paywall-template')).toBe('subscription-offer');
      expect(result(fourth, 'meter-remaining')).toBe('0');
      expect(fourth.grant).toBeUndefined();

      const again = await ask(facts({ article: { id: 300002 } }), { token });
      expect(again).toMatchObject({ open: true, reason: 'personalisation' });
      const { rows } = await t.db.query<{ n: number }>(
        'select count(*)::int as n from paywall.meter_reads where sso_id = $1',
        [reader(1)],
      );
      expect(rows[0]?.n).toBe(3);
    });

    it('a read that left the 30 days no longer counts', async () => {
      const token = await t.tokenFor(reader(2));
      for (const id of [300001, 300002, 300003]) await ask(facts({ article: { id } }), { token });
      expect(await ask(facts({ article: { id: 300004 } }), { token })).toMatchObject({ open: false });
      await t.db.query(
        `update paywall.meter_reads set read_at = now() - interval '31 days' where sso_id = $1 and article_id = 300001`,
        [reader(2)],
      );
      expect(await ask(facts({ article: { id: 300004 } }), { token })).toMatchObject({ open: true });
      expect(await ask(facts({ article: { id: 300001 } }), { token })).toMatchObject({ open: false });
    });

    it('only counts when the reader reads now (consume)', async () => {
      const token = await t.tokenFor(reader(3));
      for (let i = 0; i < 5; i++) {
        const d = await ask(facts({ consume: false, article: { id: 300010 + i } }), { token });
        expect(d).toMatchObject({ open: true, reason: 'personalisation' });
        expect(d.grant).toBeUndefined();
      }
      const { rows } = await t.db.query<{ n: number }>(
        'select count(*)::int as n from paywall.meter_reads where sso_id = $1',
        [reader(3)],
      );
      expect(rows[0]?.n).toBe(0);
    });

    it('never counts a reader who is open by something else', async () => {
      const token = await t.tokenFor(reader(4), { roles: ['PLUS_USER'] });
      const d = await ask(facts(), { token });
      expect(d).toMatchObject({ reason: 'plus' });
      expect(result(d, 'meter-remaining')).toBeUndefined();
      const { rows } = await t.db.query('select 1 from paywall.meter_reads where sso_id = $1', [reader(4)]);
      expect(rows).toEqual([]);
    });

    it('parallel reads of one reader never open more than the meter allows', async () => {
      const token = await t.tokenFor(reader(5));
      const answers = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ask(facts({ article: { id: 300100 + i } }), { token })),
      );
      expect(answers.filter((d) => d.open)).toHaveLength(3);
      expect(answers.filter((d) => d.grant)).toHaveLength(3);
    });

    it('has its own size per brand (la: 2)', async () => {
      const token = await t.tokenFor(reader(6));
      const opened = [];
      for (const id of [1, 2, 3])
        opened.push((await ask(facts({ article: { id } }), { token, mandator: 'la' })).open);
      expect(opened).toEqual([true, true, false]);
    });

    it('does not meter a reader whose e-mail address is not confirmed', async () => {
      const d = await ask(facts(), { token: await t.tokenFor(reader(7), { emailVerified: false }) });
      expect(d).toMatchObject({ open: false, reason: 'locked' });
      expect(result(d, 'paywall-template')).toBe('subscription-offer');
      expect(result(d, 'meter-remaining')).toBeUndefined();
    });
  });

  describe('the rules answer and its templates', () => {
    it('registration wall for an anonymous reader of rb, with the brand’s texts per device', async () => {
      const desktop = await ask(facts());
      expect(desktop).toMatchObject({ open: false, reason: 'locked' });
      expect(result(desktop, 'paywall-template')).toBe('registration-wall');
      expect(result(desktop, 'paywall-headline')).toBe('Kostenlos registrieren und weiterlesen');
      expect(result(desktop, 'paywall-layout')).toBe('box');
      const mobile = await ask(facts({ device: 'mobile' }));
      expect(result(mobile, 'paywall-layout')).toBe('sheet');
      expect(result(mobile, 'paywall-text')).not.toBe(result(desktop, 'paywall-text'));
    });

    it('subscription offer for an anonymous reader of la (no registration wall)', async () => {
      const d = await ask(facts(), { mandator: 'la' });
      expect(result(d, 'paywall-template')).toBe('subscription-offer');
      expect(result(d, 'paywall-headline')).toBe('Weiterlesen mit LA plus');
    });

    it('coin offer for a wallet reader with credits, coins-empty without', async () => {
      const token = await friend(['WALLET_USER']);
      const withCredits = await ask(facts({ walletCredits: 3 }), { token });
      expect(result(withCredits, 'paywall-template')).toBe('coin-offer');
      expect(result(withCredits, 'paywall-headline')).toBe('Artikel mit 1 Coin freischalten');
      const empty = await ask(facts({ walletCredits: 0 }), { token });
      expect(result(empty, 'paywall-headline')).toBe('Ihre Coins sind aufgebraucht');
      const notSold = await ask(facts({ walletCredits: 3, article: { soldWithCredits: false } }), { token });
      expect(result(notSold, 'paywall-template')).toBe('subscription-offer');
    });
  });

  describe('Google subscription linking', () => {
    const gaa = (gaaAt: string, opts: { ts?: number; referrer?: string } = {}) => ({
      params: {
        gaa_at: gaaAt,
        gaa_n: 'nonce',
        gaa_sig: 'signature',
        gaa_ts: Math.floor((opts.ts ?? Date.now() + 600_000) / 1000).toString(16),
      },
      referrer: opts.referrer ?? 'https://www.google.de/',
    });

    it('an unlocked context opens for an anonymous reader, the grant is for the anonymous id', async () => {
      const d = await ask(facts({ gaa: gaa('unlocked') }));
      expect(d).toMatchObject({ open: true, reason: 'google_linking' });
      expect(await verifyGrant()(d.grant!)).toMatchObject({ sub: 'anon:anon-4711', art: 100001 });
    });

    it('open while Google has not decided', async () => {
      expect(await ask(facts({ gaa: gaa('undecided') }))).toMatchObject({
        open: true,
        reason: 'google_linking',
      });
    });

    it('locked when Google says locked', async () => {
      expect(await ask(facts({ gaa: gaa('locked') }))).toMatchObject({ open: false, reason: 'locked' });
    });

    it.each([
      ['without a Google referrer', { referrer: 'https://www.example.com/' }],
      ['with an expired gaa_ts', { ts: Date.now() - 60_000 }],
    ])('is no context %s: Google is not even asked', async (_name, opts) => {
      const before = google.requests.length;
      expect(await ask(facts({ gaa: gaa('unlocked', opts) }))).toMatchObject({
        open: false,
        reason: 'locked',
      });
      expect(google.requests.length).toBe(before);
    });
  });

  describe('refusals', () => {
    it.each([
      ['without the internal token', null],
      ['with a wrong internal token', 'not-the-internal-token'],
      ['with a token that only starts alike', `${TEST_INTERNAL_TOKEN}x`],
    ])('403 forbidden %s', async (_name, internal) => {
      const res = await post(facts(), {
        internal,
        token: await t.tokenFor(PLUS, { roles: ['PLUS_USER'] }),
      }).expect(403);
      expect(res.body).toEqual({ status: 403, code: 'forbidden', message: 'Kein Zugriff.' });
    });

    it('a forged identity token counts as anonymous', async () => {
      const d = await ask(facts(), { token: await t.foreignTokenFor(PLUS, { roles: ['PLUS_USER'] }) });
      expect(d).toMatchObject({ open: false, reason: 'locked' });
      expect(result(d, 'paywall-template')).toBe('registration-wall');
      expect(d.grant).toBeUndefined();
    });

    it('an expired identity token counts as anonymous', async () => {
      const token = await t.tokenFor(PLUS, {
        roles: ['PLUS_USER'],
        expiresIn: Math.floor(Date.now() / 1000) - 60,
      });
      expect(await ask(facts(), { token })).toMatchObject({ open: false, reason: 'locked' });
    });

    it('400 for an unknown brand', async () => {
      const res = await post(facts(), { mandator: 'xx' }).expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'unknown_mandator' });
    });

    it.each([
      ['an article id of 0', facts({ article: { id: 0 } })],
      [
        'a restriction that does not exist',
        { ...facts(), article: { ...facts().article, contentRestriction: 'gold' } },
      ],
      ['roles in the facts', { ...facts(), roles: ['PLUS_USER'], consume: 'yes' }],
      ['no facts', {}],
    ])('400 for %s', async (_name, body) => {
      const res = await post(body).expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_access_facts' });
      expect(res.body.message).toMatch(/ungültig/);
    });

    it('400 for malformed JSON', async () => {
      const res = await request(t.app)
        .post('/paywall/access')
        .set('x-mandator', 'rb')
        .set('x-internal-token', TEST_INTERNAL_TOKEN)
        .set('content-type', 'application/json')
        .send('{"article":')
        .expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'bad_request' });
    });
  });
});
