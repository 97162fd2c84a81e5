/** @jest-environment node */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet, type JWK } from 'jose';
import { createTokenVerifier } from './createTokenVerifier';

const ISSUER = 'http://localhost:3000/cms';
const AUDIENCE = 'news-site';
const SSO_ID = '7f3c2a9e-4d1b-4c55-9a0e-1b2c3d4e5f60';

async function keyPair(kid: string): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256' } };
}

const sign = (privateKey: CryptoKey, kid: string) =>
  new SignJWT({ email: 'leser@example.com', email_verified: true, roles: [] })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setSubject(SSO_ID)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

describe('createTokenVerifier', () => {
  it('loads the key set once and verifies with it', async () => {
    const key = await keyPair('k1');
    const fetchJwks = jest.fn(async (): Promise<JSONWebKeySet> => ({ keys: [key.jwk] }));
    const verify = createTokenVerifier({ fetchJwks, issuer: ISSUER, audience: AUDIENCE });
    const token = await sign(key.privateKey, 'k1');
    await expect(verify(token)).resolves.toMatchObject({ sub: SSO_ID });
    await expect(verify(token)).resolves.toMatchObject({ sub: SSO_ID });
    expect(fetchJwks).toHaveBeenCalledTimes(1);
  });

  it('does not refetch the key set for every unknown kid (forged kids cannot hammer the identity service)', async () => {
    const key = await keyPair('k1');
    const stranger = await keyPair('forged');
    const fetchJwks = jest.fn(async (): Promise<JSONWebKeySet> => ({ keys: [key.jwk] }));
    const verify = createTokenVerifier({ fetchJwks, issuer: ISSUER, audience: AUDIENCE });
    await verify(await sign(key.privateKey, 'k1'));
    for (let i = 0; i < 3; i++) {
      await expect(verify(await sign(stranger.privateKey, 'forged'))).rejects.toMatchObject({
        code: 'ERR_JWKS_NO_MATCHING_KEY',
      });
    }
    expect(fetchJwks).toHaveBeenCalledTimes(1);
  });

  it('refuses a token for another audience', async () => {
    const key = await keyPair('k1');
    const verify = createTokenVerifier({
      fetchJwks: async () => ({ keys: [key.jwk] }),
      issuer: ISSUER,
      audience: 'other-app',
    });
    await expect(verify(await sign(key.privateKey, 'k1'))).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
  });
});
