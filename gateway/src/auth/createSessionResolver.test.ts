import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import request from 'supertest';
import type { Gateway } from '../createGateway';
import { startTestGateway } from '../startTestGateway';
import { signTestIdentityToken } from './signTestIdentityToken';

/**
 * What the gateway makes of identity cookies, end to end: /api/validate, an in-process upstream (/cms) and a
 * proxied upstream (a recording stand-in at PAYWALL_URL) only ever see a reader for a token that verifies.
 */
let gateway: Gateway;
let server: Server;
let origin: string;
let close: () => Promise<void>;
let upstream: Server;
const seen: { authorization?: string; cookie?: string }[] = [];

beforeAll(async () => {
  const recorder = express().get('/paywall/echo', (req, res) => {
    seen.push({ authorization: req.get('authorization'), cookie: req.get('cookie') });
    res.json({ ok: true });
  });
  upstream = createServer(recorder);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  ({ gateway, server, origin, close } = await startTestGateway({
    env: { PAYWALL_URL: `http://127.0.0.1:${port}` },
  }));
});
afterAll(async () => {
  await close();
  await new Promise((resolve) => upstream.close(resolve));
});

const LESER = { sub: 'de300000-0000-4000-8000-000000000001', email: 'leser@example.com' };

/** What the three consumers make of a request with this Cookie header. */
async function asSeenBy(cookie: string) {
  const state = await request(server).get('/api/validate').set('cookie', cookie);
  const me = await request(server).get('/cms/users/me').set('cookie', cookie);
  seen.length = 0;
  await request(server).get('/paywall/echo').set('cookie', cookie).expect(200);
  return { loggedIn: state.body.isLoggedIn as boolean, meStatus: me.status, upstream: seen[0] };
}

async function currentKey() {
  const { rows } = await gateway.db.query<{ kid: string; private_jwk: string; public_jwk: JWK | string }>(
    'select kid, private_jwk, public_jwk from identity.signing_keys limit 1',
  );
  const row = rows[0];
  if (!row) throw new Error('no key');
  const publicJwk = typeof row.public_jwk === 'string' ? (JSON.parse(row.public_jwk) as JWK) : row.public_jwk;
  return { kid: row.kid, publicJwk };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('identity cookies through the gateway', () => {
  it('forwards a verified token upstream as Bearer and never the session cookies themselves', async () => {
    const token = await signTestIdentityToken(gateway.db, LESER);
    const result = await asSeenBy(`news_id=${token}; news_refresh=geheim; consent=v4`);
    expect(result.loggedIn).toBe(true);
    expect(result.meStatus).toBe(200);
    expect(result.upstream?.authorization).toBe(`Bearer ${token}`);
    expect(result.upstream?.cookie).toBe('consent=v4');
  });

  it('refuses forged tokens: alg none, HS256 with the public key, another key, expired, wrong iss or aud, unknown kid, jku', async () => {
    const { kid, publicJwk } = await currentKey();
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: LESER.sub,
      email: LESER.email,
      email_verified: true,
      roles: ['PLUS_USER'],
      iss: 'http://localhost:3000/cms',
      aud: 'news-site',
      iat: now,
      exp: now + 600,
    };
    const pem = await exportSPKI((await importJWK(publicJwk, 'RS256', { extractable: true })) as CryptoKey);
    const forged: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', kid, typ: 'JWT' })}.${b64(claims)}.`,
      'HS256 signed with the public key': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
        .sign(new TextEncoder().encode(pem)),
      expired: await signTestIdentityToken(gateway.db, { ...LESER, expiresAt: now - 60 }),
      'wrong iss': await signTestIdentityToken(gateway.db, { ...LESER, issuer: 'https://evil.example/cms' }),
      'wrong aud': await signTestIdentityToken(gateway.db, { ...LESER, audience: 'other-site' }),
      'another key under the real kid': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign((await generateKeyPair('RS256')).privateKey),
      'unknown kid': await signTestIdentityToken(gateway.db, { ...LESER, header: { kid: 'unbekannt' } }),
      'jku header': await signTestIdentityToken(gateway.db, {
        ...LESER,
        header: { jku: 'https://evil.example/jwks.json' },
      }),
    };
    for (const [name, token] of Object.entries(forged)) {
      const result = await asSeenBy(`news_id=${token}`);
      expect({ name, ...result, upstream: result.upstream?.authorization }).toEqual({
        name,
        loggedIn: false,
        meStatus: 401,
        upstream: undefined,
      });
    }
  });
});

describe('Secure cookies', () => {
  const login = (proto?: string) => {
    const req = request(server)
      .post('/api/auth/login')
      .set('origin', proto === 'https' ? origin.replace('http:', 'https:') : origin);
    return (proto ? req.set('x-forwarded-proto', proto) : req).send({
      identifier: 'leser@example.com',
      password: 'Demo-Passwort-2026',
    });
  };
  const sessionCookies = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).filter((c) => /^news_(id|refresh)=[^;]/.test(c));

  it('marks the session cookies Secure when the proxy in front (loopback) says the request came over https', async () => {
    const https = await login('https');
    expect(https.status).toBe(200);
    expect(sessionCookies(https)).toHaveLength(2);
    for (const cookie of sessionCookies(https)) expect(cookie).toMatch(/; Secure/);
    const http = await login();
    expect(http.status).toBe(200);
    for (const cookie of sessionCookies(http)) expect(cookie).not.toMatch(/Secure/);
  });
});
