/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTokenVerifierFromEnv, fetchJwks } from './createTokenVerifierFromEnv';

const SSO_ID = '7f3c2a9e-4d1b-4c55-9a0e-1b2c3d4e5f60';
let server: Server;
let base: string;
let privateKey: CryptoKey;
let jwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    if (req.url === '/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else if (req.url === '/not-a-jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hello: 'world' }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const sign = (iss: string, aud: string) =>
  new SignJWT({ email: 'leser@example.com', email_verified: true, roles: ['PLUS_USER'] })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setSubject(SSO_ID)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

describe('createTokenVerifierFromEnv', () => {
  it('verifies against the key set at IDENTITY_JWKS_URL with the configured issuer and audience', async () => {
    const verify = createTokenVerifierFromEnv({
      IDENTITY_JWKS_URL: `${base}/jwks.json`,
      IDENTITY_ISSUER: 'https://news.example/cms',
      IDENTITY_AUDIENCE: 'portal',
    });
    await expect(verify(await sign('https://news.example/cms', 'portal'))).resolves.toMatchObject({
      sub: SSO_ID,
      roles: ['PLUS_USER'],
    });
    await expect(verify(await sign('http://localhost:3000/cms', 'portal'))).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
  });

  it('uses the gateway defaults for issuer and audience', async () => {
    const verify = createTokenVerifierFromEnv({ IDENTITY_JWKS_URL: `${base}/jwks.json` });
    await expect(verify(await sign('http://localhost:3000/cms', 'news-site'))).resolves.toBeDefined();
  });

  it('refuses to load anything but a key set', async () => {
    await expect(fetchJwks(`${base}/not-a-jwks.json`)).rejects.toThrow();
    await expect(fetchJwks(`${base}/missing`)).rejects.toThrow(/404/);
  });
});
