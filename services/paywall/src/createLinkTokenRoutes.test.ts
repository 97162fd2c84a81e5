import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey } from 'jose';
import request from 'supertest';
import { createTestPaywallApp } from './createTestPaywallApp';
import { loadPaywallKeys, type PaywallKeys } from './loadPaywallKeys';
import { signLinkToken } from './signLinkToken';

const GIVER = 'de300000-0000-4000-8000-000000000003';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

describe('POST /paywall/link-tokens/validate', () => {
  let t: Awaited<ReturnType<typeof createTestPaywallApp>>;
  let keys: PaywallKeys;
  beforeAll(async () => {
    t = await createTestPaywallApp();
    keys = await loadPaywallKeys(t.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const link = (change: Partial<Parameters<typeof signLinkToken>[1]> = {}, k: PaywallKeys = keys) =>
    signLinkToken(k, {
      jti: '0b7e1a52-2c55-4a4e-9d3e-222222222222',
      giver: GIVER,
      brand: 'rb',
      articleId: 100001,
      scope: 'no_paywall',
      tokenType: 'gift',
      expiresAt: inDays(30),
      ...change,
    });
  const validate = (token: unknown, mandator = 'rb') =>
    request(t.app).post('/paywall/link-tokens/validate').set('x-mandator', mandator).send({ token });

  it('answers articleId, tokenType and scope of a genuine token of this brand', async () => {
    const res = await validate(await link({ tokenType: 'share', scope: 'no_paywall comments' })).expect(200);
    expect(res.body).toEqual({ articleId: 100001, tokenType: 'share', scope: 'no_paywall comments' });
  });

  it('400 link_token_expired for an expired token', async () => {
    const res = await validate(await link({ expiresAt: inDays(-1) })).expect(400);
    expect(res.body).toEqual({
      status: 400,
      code: 'link_token_expired',
      message: 'Dieser Link ist abgelaufen.',
    });
  });

  const foreignKeys = async (): Promise<PaywallKeys> => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    return { ...keys, privateKey: pair.privateKey };
  };
  it.each<[string, () => Promise<string>, string]>([
    ['signed with a foreign key', async () => link({}, await foreignKeys()), 'rb'],
    ['of another brand', () => link({ brand: 'la' }), 'rb'],
    ['not a JWT at all', async () => 'abcdefgh.ijklmnop.qrstuvwx', 'rb'],
    [
      'HS256 with the public key as secret',
      async () => {
        const jwk = keys.jwks.keys[0]!;
        return new SignJWT({ scope: 'no_paywall', articleId: 100001, tokenType: 'gift', brand: 'rb' })
          .setProtectedHeader({ alg: 'HS256', kid: keys.kid, typ: 'JWT' })
          .setIssuer('news-paywall')
          .setAudience('news-link')
          .setJti('x')
          .setExpirationTime('1d')
          .sign(new TextEncoder().encode(JSON.stringify(jwk)));
      },
      'rb',
    ],
    [
      'a content grant (another audience)',
      async () =>
        new SignJWT({ art: 100001, man: 'rb' })
          .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
          .setIssuer('news-paywall')
          .setAudience('news-content')
          .setExpirationTime('1m')
          .sign(keys.privateKey),
      'rb',
    ],
    ['of rb asked under la', () => link(), 'la'],
  ])('400 link_token_invalid for a token %s', async (_name, make, mandator) => {
    const res = await validate(await make(), mandator).expect(400);
    expect(res.body).toEqual({
      status: 400,
      code: 'link_token_invalid',
      message: 'Dieser Link ist ungültig.',
    });
  });

  it.each([[''], ['kurz'], [42], ['a b.c'], [undefined]])(
    '400 link_token_invalid for a body token %p',
    async (token) => {
      const res = await validate(token).expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'link_token_invalid' });
    },
  );

  it('the keys the tokens are checked with are the published ones', async () => {
    const jwks = (await request(t.app).get('/paywall/.well-known/jwks.json').expect(200)).body as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: keys.kid });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const publicKey = (await importJWK(jwks.keys[0]!, 'ES256')) as CryptoKey;
    expect(await exportJWK(publicKey)).toMatchObject({ x: jwks.keys[0]!.x });
  });
});
