import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import request from 'supertest';
import pino from 'pino';
import { startTestGateway } from '../startTestGateway';
import type { IdentityClient } from './createIdentityClient';
import { createSocialLoginRouter } from './createSocialLoginRouter';

/**
 * Social sign-in end to end through a listening gateway, with local key pairs standing in for Google and Apple and a
 * local OAuth provider (token and userinfo endpoints) standing in for a code-flow provider.
 */
const APPLE_CLIENT = 'de.example.news.web';
const GOOGLE_CLIENT = 'news-test.apps.googleusercontent.com';
let server: Server;
let provider: Server;
let origin: string;
let appleKey: CryptoKey;
let googleKey: CryptoKey;
let close: () => Promise<void>;

const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  const apple = await generateKeyPair('RS256');
  appleKey = apple.privateKey;
  const appleJwks = { keys: [{ ...(await exportJWK(apple.publicKey)), kid: 'apple-1', alg: 'RS256' }] };
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  const googleJwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256' }] };
  const fake = express().use(express.urlencoded({ extended: false }));
  fake.get('/apple/keys', (_req, res) => void res.json(appleJwks));
  fake.get('/google/keys', (_req, res) => void res.json(googleJwks));
  fake.post('/acme/token', (req, res) => {
    if (req.body.code !== 'guter-code') res.status(400).json({ error: 'invalid_grant' });
    else res.json({ access_token: 'zugang', token_type: 'bearer' });
  });
  fake.get('/acme/userinfo', (req, res) => {
    if (req.get('authorization') !== 'Bearer zugang') res.status(401).end();
    else res.json({ sub: 'acme-7', email: 'oauth@example.org', email_verified: true, given_name: 'Olga' });
  });
  provider = createServer(fake);
  const providerUrl = await listen(provider);

  ({ server, origin, close } = await startTestGateway({
    processEnv: (origin) => ({
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
      GOOGLE_JWKS_URL: `${providerUrl}/google/keys`,
      APPLE_CLIENT_ID: APPLE_CLIENT,
      APPLE_REDIRECT_URI: `${origin}/api/oauth2/apple/callback`,
      APPLE_JWKS_URL: `${providerUrl}/apple/keys`,
      OAUTH_PROVIDERS: JSON.stringify({
        acme: {
          authorizeUrl: `${providerUrl}/acme/authorize`,
          tokenUrl: `${providerUrl}/acme/token`,
          userinfoUrl: `${providerUrl}/acme/userinfo`,
          clientId: 'acme-client',
          clientSecret: 'acme-secret',
          redirectUri: `${origin}/api/oauth2/acme/callback`,
        },
      }),
    }),
  }));
});

afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
  await close();
});

const setCookies = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const cookieOf = (res: request.Response, name: string) =>
  setCookies(res)
    .find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`))
    ?.split(';')[0];
const sessionCookies = (res: request.Response) =>
  ['news_id', 'news_refresh'].map((n) => cookieOf(res, n) ?? '').join('; ');

/** A browser starts a sign-in (with a stored redirect target) and is sent to the provider. */
async function startSignIn(name: string, target = '/lokales?seite=2') {
  const res = await request(server)
    .get(`/api/oauth2/${name}/login`)
    .set('cookie', `news_redirect_after_login=${encodeURIComponent(target)}`);
  expect(res.status).toBe(302);
  const url = new URL(res.headers.location ?? '');
  const stateCookie = setCookies(res).find((c) => c.startsWith('news_oauth_state='));
  return { url, stateCookie: stateCookie ?? '', cookie: stateCookie?.split(';')[0] ?? '' };
}

const appleIdToken = (nonce: string | null, email = 'apfel@privaterelay.appleid.com') =>
  new SignJWT({ email, email_verified: 'true', nonce })
    .setProtectedHeader({ alg: 'RS256', kid: 'apple-1' })
    .setIssuer('https://appleid.apple.com')
    .setAudience(APPLE_CLIENT)
    .setSubject('000111.apfel')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(appleKey);

describe('the sign-in providers (GET /api/oauth2/providers)', () => {
  it('lists exactly the configured providers for the dialog', async () => {
    const res = await request(server).get('/api/oauth2/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      providers: [
        { name: 'apple', label: 'Apple' },
        { name: 'acme', label: 'Acme' },
      ],
    });
  });
});

describe('the sign-in providers without the identity service', () => {
  it('answers 503 with a code and a German message, never a 500', async () => {
    const identity = {
      providers: () => Promise.reject(new Error('ECONNREFUSED')),
    } as unknown as IdentityClient;
    const app = express().use(
      '/api',
      createSocialLoginRouter({ identity, logger: pino({ level: 'silent' }) }),
    );
    const res = await request(app).get('/api/oauth2/providers');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 503,
      code: 'upstream_unavailable',
      message: 'Die Anmeldung mit anderen Diensten ist gerade nicht verfügbar.',
    });
  });
});

describe('where a social sign-in returns to', () => {
  const finishAcme = async (start: request.Test) => {
    const started = await start;
    const url = new URL(started.headers.location ?? '');
    const cookie =
      setCookies(started)
        .find((c) => c.startsWith('news_oauth_state='))
        ?.split(';')[0] ?? '';
    const callback = await request(server)
      .get('/api/oauth2/acme/callback')
      .query({ code: 'guter-code', state: url.searchParams.get('state') })
      .set('cookie', cookie);
    expect(callback.status).toBe(303);
    return callback.headers.location;
  };

  it('prefers the redirect parameter to the stored target, and ignores one that leaves the site', async () => {
    const login = (redirect: string) =>
      request(server)
        .get('/api/oauth2/acme/login')
        .query({ redirect })
        .set('cookie', 'news_redirect_after_login=%2Fgespeichert');
    expect(await finishAcme(login('/sport?seite=3'))).toBe('/sport?seite=3&loggedIn=acme');
    expect(await finishAcme(login('//evil.example/x'))).toBe('/gespeichert?loggedIn=acme');
  });

  it('returns to the home page when nothing was remembered', async () => {
    expect(await finishAcme(request(server).get('/api/oauth2/acme/login'))).toBe('/?loggedIn=acme');
  });
});

describe('Google sign-in through the gateway (POST /api/google-login)', () => {
  const googleIdToken = (aud = GOOGLE_CLIENT) =>
    new SignJWT({ email: 'gina@example.org', given_name: 'Gina' })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(aud)
      .setSubject('g-4711')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(googleKey);
  const googleLogin = async (token: string, from = origin) =>
    request(server).post('/api/google-login').set('origin', from).send({ token });

  it('logs in with a Google ID token: the state in the answer, the tokens only in httpOnly cookies', async () => {
    const res = await googleLogin(await googleIdToken());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isLoggedIn: true,
      user: { email: 'gina@example.org', firstName: 'Gina' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ/);
    expect(setCookies(res).find((c) => c.startsWith('news_id=eyJ'))).toMatch(/HttpOnly/);
  });

  it('refuses a token for another client, a forged one and a request from another site', async () => {
    const other = await googleLogin(await googleIdToken('someone-else.apps.googleusercontent.com'));
    expect(other.status).toBe(400);
    expect(cookieOf(other, 'news_id')).toBeUndefined();
    const forged = await googleLogin(`${(await googleIdToken()).slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
    const csrf = await googleLogin(await googleIdToken(), 'https://evil.example');
    expect(csrf.status).toBe(403);
    expect(cookieOf(csrf, 'news_id')).toBeUndefined();
  });
});

describe('Apple sign-in through the gateway', () => {
  it('starts at Apple with a bound state and nonce, then lands logged in on the stored target', async () => {
    const { url, stateCookie, cookie } = await startSignIn('apple');
    expect(url.origin).toBe('https://appleid.apple.com');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/api/oauth2/apple/callback`);
    expect(stateCookie).toMatch(/HttpOnly/);
    expect(stateCookie).toMatch(/SameSite=None/);
    expect(stateCookie).toMatch(/Secure/);

    const callback = await request(server)
      .post('/api/oauth2/apple/callback')
      .set('cookie', cookie)
      .type('form')
      .send({
        state: url.searchParams.get('state'),
        code: 'c',
        id_token: await appleIdToken(url.searchParams.get('nonce')),
      });
    expect(callback.status).toBe(303);
    expect(callback.headers.location).toBe('/lokales?seite=2&loggedIn=apple');
    expect(JSON.stringify(callback.body ?? {})).not.toMatch(/eyJ/);
    expect(setCookies(callback).join('\n')).toMatch(/news_redirect_after_login=;/);
    const state = await request(server).get('/api/validate').set('cookie', sessionCookies(callback));
    expect(state.body).toMatchObject({ isLoggedIn: true, user: { email: 'apfel@privaterelay.appleid.com' } });
  });

  it("refuses another browser's state (login CSRF) and a callback without the state cookie", async () => {
    const victim = await startSignIn('apple');
    const attacker = await startSignIn('apple');
    const form = {
      state: attacker.url.searchParams.get('state'),
      id_token: await appleIdToken(attacker.url.searchParams.get('nonce'), 'angreifer@example.org'),
    };
    for (const cookie of [victim.cookie, '']) {
      const res = await request(server)
        .post('/api/oauth2/apple/callback')
        .set('cookie', cookie)
        .type('form')
        .send(form);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/?loginFailed=apple');
      expect(cookieOf(res, 'news_id')).toBeUndefined();
    }
  });
});

describe('OAuth code flow through the gateway', () => {
  it('completes the sign-in into httpOnly cookies and never hands the browser a token', async () => {
    const { url, cookie } = await startSignIn('acme', '/mein-konto');
    expect(url.pathname).toBe('/acme/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/api/oauth2/acme/callback`);
    const callback = await request(server)
      .get('/api/oauth2/acme/callback')
      .query({ code: 'guter-code', state: url.searchParams.get('state') })
      .set('cookie', cookie);
    expect(callback.status).toBe(303);
    expect(callback.headers.location).toBe('/mein-konto?loggedIn=acme');
    expect(callback.text).not.toMatch(/eyJ|refreshToken/);
    expect(setCookies(callback).find((c) => c.startsWith('news_id='))).toMatch(/HttpOnly/);
    const state = await request(server).get('/api/validate').set('cookie', sessionCookies(callback));
    expect(state.body).toMatchObject({ isLoggedIn: true, user: { email: 'oauth@example.org' } });
  });

  it('lands on the failure notice for a refused code, a missing state cookie or a provider error', async () => {
    const { url, cookie } = await startSignIn('acme');
    const state = url.searchParams.get('state');
    const cases = [
      { query: { code: 'falscher-code', state }, cookie },
      { query: { code: 'guter-code', state }, cookie: '' },
      { query: { error: 'access_denied', state }, cookie },
    ];
    for (const c of cases) {
      const res = await request(server)
        .get('/api/oauth2/acme/callback')
        .query(c.query)
        .set('cookie', c.cookie);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/?loginFailed=acme');
    }
  });

  it('answers an unknown provider with the failure notice, never a 500', async () => {
    const res = await request(server).get('/api/oauth2/unbekannt/login');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?loginFailed=unbekannt');
  });
});
