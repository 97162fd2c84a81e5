/** @jest-environment node */
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import { InvalidIdentityTokenError, verifyIdentityToken } from './verifyIdentityToken';

const ISSUER = 'http://localhost:3000/cms';
const AUDIENCE = 'news-site';
const KID = 'key-1';
const claims = {
  email: 'leser@example.com',
  email_verified: true,
  given_name: 'Lena',
  family_name: 'Leser',
  roles: ['PLUS_USER', 'PLUS-TAG-12'],
};
const SSO_ID = '7f3c2a9e-4d1b-4c55-9a0e-1b2c3d4e5f60';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyIdentityToken', () => {
  let privateKey: CryptoKey;
  let publicJwk: JWK;
  let jwks: JSONWebKeySet;
  const opts = { issuer: ISSUER, audience: AUDIENCE };

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = { keys: [publicJwk] };
  });

  const sign = (
    header: Record<string, unknown> = {},
    payload: Record<string, unknown> = {},
    opt: { iss?: string; aud?: string; exp?: string | number; sub?: string } = {},
  ) =>
    new SignJWT({ ...claims, ...payload })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT', ...header })
      .setSubject(opt.sub ?? SSO_ID)
      .setIssuer(opt.iss ?? ISSUER)
      .setAudience(opt.aud ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(opt.exp ?? '15m')
      .sign(privateKey);

  it('imports the public key of a key set once, not on every verification', async () => {
    const set: JSONWebKeySet = { keys: [publicJwk] };
    const importKey = jest.spyOn(globalThis.crypto.subtle, 'importKey');
    try {
      for (let i = 0; i < 3; i++)
        await expect(verifyIdentityToken(await sign(), set, opts)).resolves.toBeDefined();
      expect(importKey).toHaveBeenCalledTimes(1);
    } finally {
      importKey.mockRestore();
    }
  });

  const refused = async (token: string, code?: string) => {
    const err = await verifyIdentityToken(token, jwks, opts).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InvalidIdentityTokenError);
    if (code) expect((err as InvalidIdentityTokenError).code).toBe(code);
  };

  it('accepts a token of the key set and answers its claims', async () => {
    const verified = await verifyIdentityToken(await sign(), jwks, opts);
    expect(verified).toMatchObject({ sub: SSO_ID, iss: ISSUER, aud: AUDIENCE, ...claims });
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { ...claims, sub: SSO_ID, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 900 };
    await refused(
      `${b64({ alg: 'none', kid: KID, typ: 'JWT' })}.${b64(payload)}.`,
      'ERR_JOSE_ALG_NOT_ALLOWED',
    );
  });

  it('refuses HS256 signed with the public key as secret', async () => {
    const secrets = [
      new TextEncoder().encode(JSON.stringify(publicJwk)),
      new TextEncoder().encode(
        await exportSPKI(
          (await crypto.subtle.importKey(
            'jwk',
            publicJwk as JsonWebKey,
            { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
            true,
            ['verify'],
          )) as CryptoKey,
        ),
      ),
    ];
    for (const secret of secrets) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: KID, typ: 'JWT' })
        .setSubject(SSO_ID)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(secret);
      await refused(token, 'ERR_JOSE_ALG_NOT_ALLOWED');
    }
  });

  it('refuses an expired token', async () => {
    await refused(await sign({}, {}, { exp: Math.floor(Date.now() / 1000) - 10 }), 'ERR_JWT_EXPIRED');
  });

  it('refuses a wrong issuer and a wrong audience', async () => {
    await refused(await sign({}, {}, { iss: 'https://evil.example' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED');
    await refused(await sign({}, {}, { aud: 'other-app' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses an unknown kid and a missing kid', async () => {
    await refused(await sign({ kid: 'key-2' }), 'ERR_JWKS_NO_MATCHING_KEY');
    await refused(await sign({ kid: undefined }), 'ERR_JWKS_NO_MATCHING_KEY');
  });

  it('refuses jku, jwk, x5u and x5c headers even on a correctly signed token', async () => {
    await refused(await sign({ jku: 'https://evil.example/jwks.json' }), 'ERR_JOSE_UNSAFE_HEADER');
    await refused(await sign({ x5u: 'https://evil.example/cert.pem' }), 'ERR_JOSE_UNSAFE_HEADER');
    await refused(await sign({ x5c: ['MIIB'] }), 'ERR_JOSE_UNSAFE_HEADER');
    await refused(await sign({ jwk: publicJwk }), 'ERR_JOSE_UNSAFE_HEADER');
  });

  it('refuses a token signed by another key under a known kid', async () => {
    const other = await generateKeyPair('RS256');
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setSubject(SSO_ID)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(other.privateKey);
    await refused(token, 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it('refuses claims outside the contract (unknown role, sub not an ssoId) and other token types', async () => {
    await refused(await sign({}, { roles: ['ADMIN'] }), 'ERR_JWT_CLAIM_VALIDATION_FAILED');
    await refused(await sign({}, {}, { sub: 'admin' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED');
    await refused(await sign({ typ: 'oauth-state+jwt' }));
  });

  it('refuses garbage', async () => {
    await refused('not-a-token', 'ERR_JWS_INVALID');
    await refused('', 'ERR_JWS_INVALID');
  });
});
