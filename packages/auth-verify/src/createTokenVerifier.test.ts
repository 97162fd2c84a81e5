/** @jest-environment node */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { createTokenVerifier } from './createTokenVerifier';

const ISSUER = 'http://localhost:3000/cms';
const AUDIENCE = 'news-site';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}
const sign = (key: { kid: string; privateKey: CryptoKey }, jti = 'eins') =>
  new SignJWT({ email: 'leser@example.com', email_verified: true, roles: [], jti })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setSubject('8b1f0c1e-3a55-4a55-9a55-0b1f0c1e3a55')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key.privateKey);

describe('createTokenVerifier', () => {
  let a: Awaited<ReturnType<typeof keyPair>>;
  let b: Awaited<ReturnType<typeof keyPair>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([keyPair('a'), keyPair('b')]);
  });

  /** A verifier over a key set the test changes, counting the fetches, on a clock the test moves. */
  const setup = () => {
    const state = { published: [a.jwk] as JSONWebKeySet['keys'], fetches: 0, clock: 1_000_000, down: false };
    const verify = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      now: () => state.clock,
      fetchJwks: async () => {
        state.fetches++;
        if (state.down) throw new Error('identity down');
        return { keys: [...state.published] };
      },
    });
    return { state, verify };
  };

  it('fetches the key set once and refetches it when older than a minute', async () => {
    const { state, verify } = setup();
    const token = await sign(a);
    await verify(token);
    await verify(token);
    expect(state.fetches).toBe(1);
    // A key published ahead of a rotation is known after the next refetch, before any token uses it.
    state.published.push(b.jwk);
    state.clock += 61_000;
    await verify(token);
    expect(state.fetches).toBe(2);
    await expect(verify(await sign(b))).resolves.toMatchObject({ email: 'leser@example.com' });
    expect(state.fetches).toBe(2);
  });

  it('keeps the last keys when a refetch fails', async () => {
    const { state, verify } = setup();
    const token = await sign(a);
    await verify(token);
    state.down = true;
    state.clock += 61_000;
    await expect(verify(token)).resolves.toBeDefined();
  });

  it('refetches at once for an unknown kid, but at most every 10 seconds', async () => {
    const { state, verify } = setup();
    await verify(await sign(a));
    state.published.push(b.jwk);
    await expect(verify(await sign(b))).resolves.toBeDefined();
    expect(state.fetches).toBe(2);

    const forged = await sign(await keyPair('forged'));
    state.clock += 11_000;
    for (let i = 0; i < 5; i++)
      await expect(verify(forged)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
    expect(state.fetches).toBe(3);
    state.clock += 11_000;
    await expect(verify(forged)).rejects.toBeDefined();
    expect(state.fetches).toBe(4);
  });

  describe('a token that verified', () => {
    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
    });

    it('is answered again without a second signature check', async () => {
      const { verify } = setup();
      const token = await sign(a);
      const signatureChecks = jest.spyOn(crypto.subtle, 'verify');
      const first = await verify(token);
      expect(signatureChecks).toHaveBeenCalledTimes(1);
      await expect(verify(token)).resolves.toEqual(first);
      expect(signatureChecks).toHaveBeenCalledTimes(1);
      // another token of the same reader is checked on its own
      await verify(await sign(a, 'zwei'));
      expect(signatureChecks).toHaveBeenCalledTimes(2);
    });

    it('is refused once it expired', async () => {
      const { verify } = setup();
      const token = await sign(a);
      await verify(token);
      jest.useFakeTimers({ now: Date.now() + 11 * 60_000, doNotFake: ['nextTick', 'queueMicrotask'] });
      await expect(verify(token)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    });

    it('is refused once its key left the key set', async () => {
      const { state, verify } = setup();
      const token = await sign(a);
      await verify(token);
      state.published = [b.jwk];
      state.clock += 61_000;
      await expect(verify(token)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
    });

    it('does not vouch for a token that differs from it, e.g. a forged signature', async () => {
      const { verify } = setup();
      const token = await sign(a);
      await verify(token);
      const [header, payload] = token.split('.');
      const forged = `${header}.${payload}.${Buffer.from('x'.repeat(256)).toString('base64url')}`;
      await expect(verify(forged)).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    });
  });
});
