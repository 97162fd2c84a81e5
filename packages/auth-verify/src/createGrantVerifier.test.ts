/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GRANT_AUDIENCE, GRANT_ISSUER } from '@news/contracts/paywallApi';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { createGrantVerifier, createGrantVerifierFromEnv } from './createGrantVerifier';
import { createTestGrantSigner } from './createTestGrantSigner';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('createGrantVerifier', () => {
  let signer: Awaited<ReturnType<typeof createTestGrantSigner>>;
  beforeAll(async () => {
    signer = await createTestGrantSigner();
  });

  /** A grant with any header and claims, signed by the test paywall key. */
  const signRaw = (header: Record<string, unknown>, claims: Record<string, unknown>, key?: CryptoKey) =>
    new SignJWT({ art: 100001, man: 'rb', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: signer.kid, typ: 'JWT', ...header })
      .setIssuer(GRANT_ISSUER)
      .setAudience(GRANT_AUDIENCE)
      .setSubject('de300000-0000-4000-8000-000000000003')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(key ?? signer.privateKey);

  it('answers the claims of a grant of the paywall key', async () => {
    const grant = await signer.grantFor({ art: 100001, man: 'rb', sub: 'anon:abc' });
    await expect(signer.verifyGrant(grant)).resolves.toMatchObject({
      iss: GRANT_ISSUER,
      aud: GRANT_AUDIENCE,
      sub: 'anon:abc',
      art: 100001,
      man: 'rb',
    });
  });

  it.each<[string, string, () => Promise<string>]>([
    ['expired', 'ERR_JWT_EXPIRED', () => signer.grantFor({ art: 1, man: 'rb', expiresIn: -60 })],
    [
      'another issuer',
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
      () => signer.grantFor({ art: 1, man: 'rb', issuer: 'x' }),
    ],
    [
      'another audience',
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
      () => signer.grantFor({ art: 1, man: 'rb', audience: 'news-link' }),
    ],
    [
      'another key under the same kid',
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
      async () => signer.grantFor({ art: 1, man: 'rb' }, (await generateKeyPair('ES256')).privateKey),
    ],
    ['an unknown kid', 'ERR_JWKS_NO_MATCHING_KEY', () => signRaw({ kid: 'other' }, {})],
    [
      'alg none',
      'ERR_JOSE_ALG_NOT_ALLOWED',
      async () => `${b64({ alg: 'none', kid: signer.kid })}.${(await signRaw({}, {})).split('.')[1]}.`,
    ],
    [
      'HS256 with the public key as secret',
      'ERR_JOSE_ALG_NOT_ALLOWED',
      async () => {
        const { publicKey } = await generateKeyPair('ES256', { extractable: true });
        return new SignJWT({ art: 1, man: 'rb' })
          .setProtectedHeader({ alg: 'HS256', kid: signer.kid })
          .sign(new TextEncoder().encode(await exportSPKI(publicKey)));
      },
    ],
    [
      'a key of its own in the header',
      'ERR_JOSE_UNSAFE_HEADER',
      async () => signRaw({ jwk: await exportJWK((await generateKeyPair('ES256')).publicKey) }, {}),
    ],
    ['no article', 'ERR_JWT_CLAIM_VALIDATION_FAILED', () => signRaw({}, { art: undefined })],
    ['a brand that is no brand id', 'ERR_JWT_CLAIM_VALIDATION_FAILED', () => signRaw({}, { man: 'R B' })],
  ])('refuses a grant with %s (%s)', async (_name, code, make) => {
    await expect(signer.verifyGrant(await make())).rejects.toMatchObject({ code });
  });

  it('fetches the paywall keys once, and at once again for a kid it does not know yet', async () => {
    const second = await generateKeyPair('ES256');
    const keys: JSONWebKeySet = { keys: [...signer.jwks.keys] };
    let fetches = 0;
    const verify = createGrantVerifier({
      fetchJwks: async () => {
        fetches++;
        return { keys: [...keys.keys] };
      },
    });
    await verify(await signer.grantFor({ art: 1, man: 'rb' }));
    await verify(await signer.grantFor({ art: 2, man: 'rb' }));
    expect(fetches).toBe(1);
    keys.keys.push({ ...(await exportJWK(second.publicKey)), kid: 'second', alg: 'ES256' });
    await expect(verify(await signRaw({ kid: 'second' }, {}, second.privateKey))).resolves.toMatchObject({
      art: 100001,
    });
    expect(fetches).toBe(2);
  });
});

describe('createGrantVerifierFromEnv', () => {
  let server: Server;
  let url: string;
  let signer: Awaited<ReturnType<typeof createTestGrantSigner>>;
  beforeAll(async () => {
    signer = await createTestGrantSigner();
    server = createServer((req, res) => {
      if (req.url === '/paywall/.well-known/jwks.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(signer.jwks));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/paywall/.well-known/jwks.json`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('loads the keys from PAYWALL_JWKS_URL', async () => {
    const verify = createGrantVerifierFromEnv({ PAYWALL_JWKS_URL: url });
    await expect(verify(await signer.grantFor({ art: 7, man: 'la' }))).resolves.toMatchObject({ art: 7 });
  });

  it('refuses every grant while the keys cannot be loaded', async () => {
    const verify = createGrantVerifierFromEnv({ PAYWALL_JWKS_URL: url.replace('jwks.json', 'nothing.json') });
    await expect(verify(await signer.grantFor({ art: 7, man: 'la' }))).rejects.toThrow(/404/);
  });
});
