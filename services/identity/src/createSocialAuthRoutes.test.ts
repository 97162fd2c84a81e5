/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { authResponseSchema } from '@news/contracts/identityApi';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import request from 'supertest';
import { createTestIdentityApp } from './createTestIdentityApp';
import { bindingOf } from '@news/contracts/oauthBinding';

type TestApp = Awaited<ReturnType<typeof createTestIdentityApp>>;

const GOOGLE_CLIENT = 'test-client.apps.googleusercontent.com';
const APPLE_CLIENT = 'de.example.news.web';

async function fakeProvider(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  return { privateKey, jwks };
}

const idToken = (
  key: CryptoKey,
  kid: string,
  claims: Record<string, unknown>,
  opts: { iss: string; aud: string; sub?: string },
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(opts.iss)
    .setAudience(opts.aud)
    .setSubject(opts.sub ?? '1000001')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

describe('Google sign-in', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    google = await fakeProvider('g1');
    t = await createTestIdentityApp({ config: { google: { clientId: GOOGLE_CLIENT, jwks: google.jwks } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const googleToken = (
    claims: Record<string, unknown>,
    opts: Partial<{ iss: string; aud: string; sub: string }> = {},
  ) =>
    idToken(google.privateKey, 'g1', claims, {
      iss: 'https://accounts.google.com',
      aud: GOOGLE_CLIENT,
      ...opts,
    });
  const post = (body: object) => request(t.app).post('/cms/auth/google').send(body);

  it('creates an account from a Google ID token; email_verified defaults to true', async () => {
    const token = await googleToken({
      email: 'G.Nutzer@example.org',
      given_name: 'Gina',
      family_name: 'Google',
    });
    const res = await post({ token });
    expect(res.status).toBe(200);
    const { user } = authResponseSchema.parse(res.body);
    expect(user).toMatchObject({
      email: 'g.nutzer@example.org',
      emailVerified: true,
      firstName: 'Gina',
      lastName: 'Google',
    });
    // The same Google subject signs in to the same account, also with the credential form and issuer variant.
    const again = await post({
      credential: await googleToken({ email: 'g.nutzer@example.org' }, { iss: 'accounts.google.com' }),
      clientId: GOOGLE_CLIENT,
    });
    expect(again.status).toBe(200);
    expect(again.body.user.ssoId).toBe(user.ssoId);
  });

  it('refuses tokens for another audience or issuer or signed by another key', async () => {
    const stranger = await fakeProvider('g1');
    const tokens = [
      await googleToken({ email: 'x@example.org' }, { aud: 'other-client' }),
      await googleToken({ email: 'x@example.org' }, { iss: 'https://evil.example' }),
      await idToken(
        stranger.privateKey,
        'g1',
        { email: 'x@example.org' },
        {
          iss: 'https://accounts.google.com',
          aud: GOOGLE_CLIENT,
        },
      ),
    ];
    for (const token of tokens) {
      const res = await post({ token });
      expect(res.status).toBe(400);
      expect(res.body.error.name).toBe('ApplicationError');
    }
    expect((await t.db.query(`select 1 from identity.accounts where email = 'x@example.org'`)).rows).toEqual(
      [],
    );
  });

  it('answers 400 for a credential without client id or token, or for a foreign client id', async () => {
    const credential = await googleToken({ email: 'y@example.org' });
    for (const body of [
      {},
      { credential },
      { clientId: GOOGLE_CLIENT },
      { credential, clientId: 'andere-id' },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
    }
  });

  it('links a verified Google e-mail to an unverified account and removes its password', async () => {
    await request(t.app)
      .post('/cms/auth/local/register')
      .send({
        firstName: 'Vor',
        lastName: 'Weg',
        email: 'vorweg@example.org',
        password: 'Angreifer-Passwort',
      })
      .expect(200);
    const res = await post({ token: await googleToken({ email: 'vorweg@example.org' }, { sub: '2000002' }) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'vorweg@example.org', emailVerified: true });
    await request(t.app)
      .post('/cms/auth/local')
      .send({ identifier: 'vorweg@example.org', password: 'Angreifer-Passwort' })
      .expect(400);
  });

  it('does not link an unverified Google e-mail to an existing account', async () => {
    await request(t.app)
      .post('/cms/auth/local/register')
      .send({
        firstName: 'Be',
        lastName: 'Stand',
        email: 'bestand@example.org',
        password: 'Bestand-Passwort',
      })
      .expect(200);
    const token = await googleToken(
      { email: 'bestand@example.org', email_verified: false },
      { sub: '3000003' },
    );
    const res = await post({ token });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Ihre E-Mail-Adresse ist beim Anbieter nicht bestätigt.');
  });
});

describe('Google and Apple without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestIdentityApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 and logs an error', async () => {
    const google = await request(t.app).post('/cms/auth/google').send({ token: 'a.b.c' });
    expect(google.status).toBe(400);
    const apple = await request(t.app)
      .post('/cms/auth/apple/callback')
      .send({ id_token: 'a.b.c', state: 's' });
    expect(apple.status).toBe(400);
    expect(apple.body.error.name).toBe('ApplicationError');
    const errors = t.logger.calls.filter((c) => c.level === 'error').map((c) => c.message);
    expect(errors).toEqual([
      expect.stringMatching(/Google/),
      expect.stringMatching(/Apple.*clientId.*redirectURI/),
    ]);
  });

  it('lists no sign-in providers', async () => {
    const res = await request(t.app).get('/cms/auth/providers').expect(200);
    expect(res.body).toEqual({ providers: [] });
  });
});

describe('the list of sign-in providers', () => {
  const oauth = (label?: string) => ({
    authorizeUrl: 'https://sso.example/authorize',
    tokenUrl: 'https://sso.example/token',
    userinfoUrl: 'https://sso.example/userinfo',
    clientId: 'c',
    clientSecret: 's',
    redirectUri: 'http://localhost:3000/api/oauth2/x/callback',
    ...(label === undefined ? {} : { label }),
  });

  it('names Apple when it can start, then Google, then the other OAuth providers with their labels', async () => {
    const t = await createTestIdentityApp({
      config: {
        apple: { clientId: APPLE_CLIENT, redirectUri: 'https://news.example/apple' },
        providers: { acme: oauth('ACME Konto'), google: oauth(), facebook: oauth() },
      },
    });
    try {
      const res = await request(t.app).get('/cms/auth/providers').expect(200);
      expect(res.body).toEqual({
        providers: [
          { name: 'apple', label: 'Apple' },
          { name: 'google', label: 'Google' },
          { name: 'acme', label: 'ACME Konto' },
          { name: 'facebook', label: 'Facebook' },
        ],
      });
    } finally {
      await t.close();
    }
  });

  it('leaves Apple out without its redirect URI', async () => {
    const t = await createTestIdentityApp({ config: { apple: { clientId: APPLE_CLIENT } } });
    try {
      expect((await request(t.app).get('/cms/auth/providers').expect(200)).body).toEqual({ providers: [] });
    } finally {
      await t.close();
    }
  });
});

describe('Apple sign-in', () => {
  let t: TestApp;
  let apple: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    apple = await fakeProvider('a1');
    t = await createTestIdentityApp({
      config: {
        apple: { clientId: APPLE_CLIENT, redirectUri: 'https://news.example/apple', jwks: apple.jwks },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const appleToken = (claims: Record<string, unknown>, aud = APPLE_CLIENT) =>
    idToken(apple.privateKey, 'a1', claims, { iss: 'https://appleid.apple.com', aud, sub: '001234.abc' });

  /** A browser starting Apple sign-in: its binding secret and what Apple is sent. */
  const start = async () => {
    const secret = randomBytes(32).toString('base64url');
    const res = await request(t.app)
      .get('/cms/connect/apple')
      .query({ binding: bindingOf(secret) });
    expect(res.status).toBe(302);
    const url = new URL(res.headers.location ?? '');
    return { secret, url, state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') };
  };
  const callback = (body: object) => request(t.app).post('/cms/auth/apple/callback').send(body);

  it('starts at Apple with a form_post response, a signed state and a nonce bound to the browser', async () => {
    const { url, state, nonce } = await start();
    expect(url.origin + url.pathname).toBe('https://appleid.apple.com/auth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code id_token',
      response_mode: 'form_post',
      client_id: APPLE_CLIENT,
      redirect_uri: 'https://news.example/apple',
      scope: 'name email',
    });
    expect(state.split('.')).toHaveLength(3);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await request(t.app).get('/cms/connect/apple').expect(400);
  });

  it('signs in with the id_token of a sign-in this browser started, taking the names from the user field', async () => {
    const { secret, state, nonce } = await start();
    const res = await callback({
      code: 'c',
      state,
      binding: secret,
      id_token: await appleToken({ email: 'apfel@privaterelay.appleid.com', email_verified: 'true', nonce }),
      user: JSON.stringify({ name: { firstName: 'Anna', lastName: 'Apfel' } }),
    });
    expect(res.status).toBe(200);
    expect(authResponseSchema.parse(res.body).user).toMatchObject({
      email: 'apfel@privaterelay.appleid.com',
      emailVerified: true,
      firstName: 'Anna',
      lastName: 'Apfel',
    });
  });

  it('answers 400 and logs an error without state', async () => {
    const { secret, nonce } = await start();
    const token = await appleToken({ email: 'apfel@privaterelay.appleid.com', nonce });
    const res = await callback({ id_token: token, binding: secret });
    expect(res.status).toBe(400);
    expect(t.logger.calls).toContainEqual({
      level: 'error',
      message: 'Apple sign-in callback without state',
    });
  });

  it('refuses a state from another browser, a forged state, a missing binding and a foreign nonce (login CSRF)', async () => {
    const victim = await start();
    const attacker = await start();
    const token = await appleToken({ email: 'angreifer@example.org', nonce: attacker.nonce });
    const [h, p, sig] = attacker.state.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, bnd: bindingOf(victim.secret) })).toString('base64url')}.${sig}`;
    const cases = [
      { id_token: token, state: attacker.state, binding: victim.secret },
      { id_token: token, state: forged, binding: victim.secret },
      { id_token: token, state: attacker.state },
      { id_token: token, state: 'zustand', binding: victim.secret },
    ];
    for (const body of cases) {
      const res = await callback(body);
      expect(res.status).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
    }
    expect(t.logger.calls).toContainEqual({
      level: 'error',
      message: 'Apple sign-in callback without the browser binding (sign-in not started here)',
    });
    // The victim's own state with an ID token minted for the attacker's nonce is refused too.
    const mixed = await callback({ id_token: token, state: victim.state, binding: victim.secret });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.name).toBe('ApplicationError');
  });

  it('refuses an id_token for another audience', async () => {
    const { secret, state, nonce } = await start();
    const token = await appleToken({ email: 'apfel@privaterelay.appleid.com', nonce }, 'other.client');
    await callback({ id_token: token, state, binding: secret }).expect(400);
  });
});

describe('OAuth providers (code flow)', () => {
  let t: TestApp;
  const calls: { url: string; init?: RequestInit }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  let tokenStatus = 200;
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === 'https://sso.example/token') {
      return tokenStatus === 200
        ? json(200, { access_token: 'zugang', token_type: 'bearer' })
        : json(tokenStatus, {});
    }
    if (url === 'https://sso.example/userinfo') {
      const auth = new Headers(init?.headers).get('authorization');
      if (auth !== 'Bearer zugang') return json(401, {});
      return json(200, {
        sub: 'acme-42',
        email: 'oauth@example.org',
        email_verified: true,
        given_name: 'Otto',
        family_name: 'Auth',
      });
    }
    return json(404, {});
  }) as typeof fetch;

  beforeAll(async () => {
    t = await createTestIdentityApp({
      fetch: fakeFetch,
      config: {
        providers: {
          acme: {
            authorizeUrl: 'https://sso.example/authorize',
            tokenUrl: 'https://sso.example/token',
            userinfoUrl: 'https://sso.example/userinfo',
            clientId: 'acme-client',
            clientSecret: 'acme-secret',
            redirectUri: 'http://localhost:3000/cms/auth/acme/callback',
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const secret = randomBytes(32).toString('base64url');
  const connect = async (provider = 'acme') => {
    const res = await request(t.app)
      .get(`/cms/connect/${provider}`)
      .query({ binding: bindingOf(secret) })
      .expect(302);
    return new URL(res.headers.location ?? '');
  };

  it('redirects to the provider with a signed state and exchanges the code on callback', async () => {
    const url = await connect();
    expect(url.origin + url.pathname).toBe('https://sso.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'acme-client',
      redirect_uri: 'http://localhost:3000/cms/auth/acme/callback',
      scope: 'openid email profile',
    });
    const state = url.searchParams.get('state') ?? '';
    const res = await request(t.app)
      .get('/cms/auth/acme/callback')
      .query({ code: 'der-code', state, binding: secret });
    expect(res.status).toBe(200);
    expect(authResponseSchema.parse(res.body).user).toMatchObject({
      email: 'oauth@example.org',
      emailVerified: true,
      firstName: 'Otto',
      lastName: 'Auth',
    });
    const tokenCall = calls.find((c) => c.url === 'https://sso.example/token');
    expect(Object.fromEntries(new URLSearchParams(String(tokenCall?.init?.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'der-code',
      redirect_uri: 'http://localhost:3000/cms/auth/acme/callback',
      client_id: 'acme-client',
      client_secret: 'acme-secret',
    });
  });

  it('refuses a missing, forged or foreign state', async () => {
    const state = (await connect()).searchParams.get('state') ?? '';
    const [h, p, s] = state.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, provider: 'other' })).toString('base64url')}.${s}`;
    const elsewhere = randomBytes(32).toString('base64url');
    for (const query of [
      { code: 'c', binding: secret },
      { code: 'c', state: 'x', binding: secret },
      { code: 'c', state: forged, binding: secret },
      { code: 'c', state },
      { code: 'c', state, binding: elsewhere },
    ]) {
      const res = await request(t.app).get('/cms/auth/acme/callback').query(query);
      expect(res.status).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
    }
    // A state older than 10 minutes is refused.
    jest.useFakeTimers({
      now: Date.now() + 11 * 60_000,
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval'],
    });
    try {
      await request(t.app)
        .get('/cms/auth/acme/callback')
        .query({ code: 'c', state, binding: secret })
        .expect(400);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers 400 when the provider refuses the code', async () => {
    const state = (await connect()).searchParams.get('state') ?? '';
    tokenStatus = 400;
    try {
      const res = await request(t.app)
        .get('/cms/auth/acme/callback')
        .query({ code: 'alt', state, binding: secret });
      expect(res.status).toBe(400);
      expect(res.body.error.name).toBe('ApplicationError');
    } finally {
      tokenStatus = 200;
    }
  });

  it('answers 404 for unknown providers', async () => {
    for (const path of [
      '/cms/connect/unbekannt',
      '/cms/auth/unbekannt/callback?code=c&state=s',
      '/cms/connect/constructor',
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.name).toBe('NotFoundError');
    }
  });
});
