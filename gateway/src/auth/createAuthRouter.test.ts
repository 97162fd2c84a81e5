import type { Server } from 'node:http';
import request from 'supertest';
import { identityErrorSchema } from '@news/contracts/identityApi';
import type { Gateway } from '../createGateway';
import { startTestGateway } from '../startTestGateway';
import { signTestIdentityToken } from './signTestIdentityToken';

/**
 * The session API end to end through a listening gateway (the gateway reaches the identity service over HTTP,
 * in-process mount, like in production).
 */
let gateway: Gateway;
let server: Server;
let origin: string;
let close: () => Promise<void>;
let registerConfirmed: Awaited<ReturnType<typeof startTestGateway>>['registerConfirmed'];
let readOutbox: Awaited<ReturnType<typeof startTestGateway>>['readOutbox'];

beforeAll(async () => {
  // password hashes at full cost: give them time on a busy machine
  ({ gateway, server, origin, close, registerConfirmed, readOutbox } = await startTestGateway({
    env: { IDENTITY_TIMEOUT_MS: '60000' },
  }));
}, 120_000);

afterAll(async () => {
  await close();
});

const login = (body: object, ip = '10.0.0.1') =>
  request(server).post('/api/auth/login').set('origin', origin).set('x-forwarded-for', ip).send(body);

/** The cookies a browser would send after this answer (cleared ones dropped). */
const setCookies = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).filter((c) => !/^[^=]+=;/.test(c));
const cookieHeader = (res: request.Response): string =>
  setCookies(res)
    .map((c) => c.split(';')[0])
    .join('; ');

describe('session API', () => {
  it('logs a demo reader in with httpOnly SameSite cookies and answers the state without tokens', async () => {
    const res = await login({ identifier: 'plus@example.com', password: 'Demo-Passwort-2026' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isLoggedIn: true,
      flags: { isPlusUser: true },
      user: { email: 'plus@example.com' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ/);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const id = cookies.find((c) => c.startsWith('news_id='));
    expect(id).toMatch(/HttpOnly/);
    expect(id).toMatch(/SameSite=Lax/);
    // Spec §9: 720 hours; no cookie page scripts can read holds a token.
    for (const name of ['news_id=', 'news_refresh=']) {
      expect(cookies.find((c) => c.startsWith(name) && !c.startsWith(`${name};`))).toMatch(
        /Max-Age=2592000; Path=\/;.*HttpOnly/,
      );
    }
    for (const cookie of cookies.filter((c) => !/HttpOnly/.test(c))) expect(cookie).not.toMatch(/=[^;]*eyJ/);
    // the session hint (readable by page scripts) holds nothing but 1
    const hint = cookies.find((c) => c.startsWith('news_session='));
    expect(hint).toMatch(/^news_session=1; Max-Age=2592000; Path=\/;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/SameSite=Lax/);

    const state = await request(server).get('/api/validate').set('cookie', cookieHeader(res));
    expect(state.body).toMatchObject({ isLoggedIn: true, user: { email: 'plus@example.com' } });
  });

  it('answers the same error for an unknown e-mail and a wrong password', async () => {
    const unknown = await login(
      { identifier: 'niemand@example.com', password: 'Demo-Passwort-2026' },
      '10.0.0.2',
    );
    const wrong = await login({ identifier: 'leser@example.com', password: 'falsch-falsch' }, '10.0.0.2');
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
  });

  it('refuses state-changing requests from another origin (CSRF)', async () => {
    const res = await request(server)
      .post('/api/auth/login')
      .set('origin', 'https://evil.example')
      .send({ identifier: 'leser@example.com', password: 'Demo-Passwort-2026' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      status: 403,
      code: 'csrf_check_failed',
      message: expect.stringContaining('nur direkt auf unserer Website'),
    });
  });

  it('refuses cross-site state changes on upstream paths that the session cookie would authorise', async () => {
    const session = cookieHeader(
      await login({ identifier: 'pur@example.com', password: 'Demo-Passwort-2026' }, '10.0.0.9'),
    );
    const change = {
      currentPassword: 'falsch-falsch',
      password: 'Boeses-Passwort-1',
      passwordConfirmation: 'Boeses-Passwort-1',
    };
    for (const path of ['/cms/auth/change-password', '/user-api/mandators/rb/users/x/bookmarks/1']) {
      const evil = await request(server)
        .post(path)
        .set('origin', 'https://evil.example')
        .set('cookie', session)
        .send(change);
      expect(evil.status).toBe(403);
      expect(evil.body).toEqual({
        status: 403,
        code: 'csrf_check_failed',
        message: expect.stringContaining('nur direkt auf unserer Website'),
      });
    }
    // From the site's own pages the request reaches the identity service (which checks the current password).
    const own = await request(server)
      .post('/cms/auth/change-password')
      .set('origin', origin)
      .set('cookie', session)
      .send(change);
    expect(own.status).toBe(400);
    // Without session cookies there is nothing to forge.
    const anonymous = await request(server)
      .post('/cms/auth/local')
      .set('origin', 'https://evil.example')
      .send({ identifier: 'pur@example.com', password: 'falsch-falsch' });
    expect(anonymous.status).toBe(400);
  });

  it('refreshes an expired session through the refresh cookie and ends it on logout', async () => {
    const res = await login({ identifier: 'leser@example.com', password: 'Demo-Passwort-2026' }, '10.0.0.3');
    const refreshOnly = cookieHeader(res)
      .split('; ')
      .filter((c) => c.startsWith('news_refresh='))
      .join('; ');
    const refreshed = await request(server).get('/api/validate?forceRefresh=true').set('cookie', refreshOnly);
    expect(refreshed.body).toMatchObject({ isLoggedIn: true, user: { email: 'leser@example.com' } });

    const out = await request(server)
      .get('/api/mein/oauth2/logout')
      .set('origin', origin)
      .set('cookie', cookieHeader(refreshed));
    expect(out.body.isLoggedIn).toBe(false);
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    expect(cleared.find((c) => c.startsWith('news_session='))).toMatch(
      /^news_session=; .*Expires=Thu, 01 Jan 1970/,
    );
    const again = await request(server)
      .get('/api/validate?forceRefresh=true')
      .set('cookie', cookieHeader(refreshed));
    expect(again.body.isLoggedIn).toBe(false);
  });

  it('keeps the reader logged in when two tabs force a refresh with the same cookie at once', async () => {
    const res = await login({ identifier: 'leser@example.com', password: 'Demo-Passwort-2026' }, '10.0.0.6');
    const cookies = cookieHeader(res);
    const validate = () => request(server).get('/api/validate?forceRefresh=true').set('cookie', cookies);
    const [a, b] = await Promise.all([validate(), validate()]);
    expect(a.body).toMatchObject({ isLoggedIn: true, user: { email: 'leser@example.com' } });
    expect(b.body).toMatchObject({ isLoggedIn: true, user: { email: 'leser@example.com' } });
    for (const answer of [a, b]) expect(cookieHeader(answer)).toMatch(/news_refresh=[^;]+/);
    const next = await request(server).get('/api/validate?forceRefresh=true').set('cookie', cookieHeader(b));
    expect(next.body.isLoggedIn).toBe(true);

    // After the grace window the old cookie is a stolen copy: it ends the whole session.
    await gateway.db.query(
      `update identity.refresh_tokens set rotated_at = rotated_at - interval '31 seconds'
        where rotated_at is not null`,
    );
    const replay = await request(server).get('/api/validate?forceRefresh=true').set('cookie', cookies);
    expect(replay.body.isLoggedIn).toBe(false);
    const current = await request(server)
      .get('/api/validate?forceRefresh=true')
      .set('cookie', cookieHeader(next));
    expect(current.body.isLoggedIn).toBe(false);
  });

  it('renews an expired identity cookie on upstream calls and forwards the fresh bearer token', async () => {
    const res = await login({ identifier: 'leser@example.com', password: 'Demo-Passwort-2026' }, '10.0.0.7');
    const refreshCookie = setCookies(res).find((c) => c.startsWith('news_refresh='));
    expect(refreshCookie).toMatch(/Path=\/(;|$)/);
    const refresh = refreshCookie?.split(';')[0] ?? '';
    const ssoId: string = res.body.user.ssoId;
    const expired = await signTestIdentityToken(gateway.db, {
      sub: ssoId,
      email: 'leser@example.com',
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });

    for (const cookie of [`news_id=${expired}; ${refresh}`, refresh]) {
      const me = await request(server).get('/cms/users/me').set('cookie', cookie);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ ssoId, email: 'leser@example.com' });
      expect(cookieHeader(me)).toMatch(/news_id=eyJ/);
      const state = await request(server).get('/api/validate').set('cookie', cookieHeader(me));
      expect(state.body).toMatchObject({ isLoggedIn: true, user: { ssoId } });
    }
    // Without a refresh cookie the expired token stays anonymous.
    expect((await request(server).get('/cms/users/me').set('cookie', `news_id=${expired}`)).status).toBe(401);
  });

  it('slows a login flood from one address down with 429 while the reader logs in from another', async () => {
    let limited: request.Response | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await login({ identifier: 'leser@example.com', password: `falsch-${i}` }, '10.9.9.9');
      if (res.status === 429) limited = res;
    }
    expect(limited?.headers['retry-after']).toBeDefined();
    const reader = await login(
      { identifier: 'leser@example.com', password: 'Demo-Passwort-2026' },
      '10.1.1.1',
    );
    expect(reader.status).toBe(200);
  });

  it('signs an unconfirmed reader in with no password: 403, a German message to confirm, no cookies', async () => {
    const res = await login({ identifier: 'neu@example.com', password: 'Demo-Passwort-2026' }, '10.0.0.5');
    expect(res.status).toBe(403);
    expect(setCookies(res)).toEqual([]);
    expect(identityErrorSchema.parse(res.body).error).toMatchObject({
      message: expect.stringContaining('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse'),
      details: { code: 'email_not_confirmed' },
    });
  });

  it('changes the password with the fresh tokens in cookies, never in the answer', async () => {
    const session = await login(
      { identifier: 'epaper@example.com', password: 'Demo-Passwort-2026' },
      '10.0.0.4',
    );
    const changed = await request(server)
      .post('/api/auth/change-password')
      .set('origin', origin)
      .set('x-forwarded-for', '10.0.0.4')
      .set('cookie', cookieHeader(session))
      .send({
        currentPassword: 'Demo-Passwort-2026',
        password: 'Neues-Passwort-2026',
        passwordConfirmation: 'Neues-Passwort-2026',
      });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ isLoggedIn: true, user: { email: 'epaper@example.com' } });
    expect(JSON.stringify(changed.body)).not.toMatch(/eyJ|refresh/i);
    expect(cookieHeader(changed)).toContain('news_id=');
    const relogin = await login(
      { identifier: 'epaper@example.com', password: 'Neues-Passwort-2026' },
      '10.0.0.4',
    );
    expect(relogin.status).toBe(200);
  });

  it('answers the registration of a taken and of a new address byte for byte alike, without a session', async () => {
    const register = (email: string) =>
      request(server)
        .post('/api/auth/register')
        .set('origin', origin)
        .set('x-forwarded-for', '10.0.0.6')
        .send({
          salutation: 'Herr',
          firstName: 'Max',
          lastName: 'Probe',
          email,
          password: 'Ein-Passwort-2026',
        });
    const fresh = `frisch-${Date.now()}@example.com`;
    const taken = await register('leser@example.com');
    const created = await register(fresh);
    const comparable = (res: request.Response) => {
      const { date: _date, ...headers } = res.headers;
      return { status: res.status, headers, body: res.text };
    };
    expect(comparable(taken)).toEqual(comparable(created));
    expect(comparable(created)).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(created.headers['set-cookie']).toBeUndefined();
    expect(created.headers['cache-control']).toBe('no-store');

    // the mails differ: the owner of the taken address hears so, the new one gets the confirmation link
    const mails = async (to: string) => {
      for (let i = 0; i < 100; i++) {
        const found = (await readOutbox()).filter((m) => m.to === to);
        if (found.length > 0) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    const [toOwner] = await mails('leser@example.com');
    expect(toOwner?.subject).toBe('Sie haben bereits ein Konto');
    expect(toOwner?.text).toContain('Passwort vergessen?');
    const [toNew] = await mails(fresh);
    expect(toNew?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');

    // the owner's password still holds, the registration's does not
    expect(
      (await login({ identifier: 'leser@example.com', password: 'Ein-Passwort-2026' }, '10.0.0.7')).status,
    ).toBe(400);

    // the link signs the new reader in, confirmed; used twice it fails and signs nobody in
    const link = new URL(toNew?.links[0] ?? origin);
    const confirmed = await request(server).get(link.pathname + link.search);
    expect([confirmed.status, confirmed.headers.location]).toEqual([303, '/?emailConfirmed=1']);
    expect(JSON.stringify(confirmed.headers['set-cookie'])).toMatch(/news_id=[^;]+;.*HttpOnly/);
    const state = await request(server).get('/api/validate').set('cookie', cookieHeader(confirmed));
    expect(state.body).toMatchObject({ isLoggedIn: true, hasVerifiedEmail: true, user: { email: fresh } });
    const again = await request(server).get(link.pathname + link.search);
    expect([again.status, again.headers.location]).toEqual([303, '/?emailConfirmed=0']);
    expect(setCookies(again)).toEqual([]);
  });

  it('completes the registration: missing fields, then saved names in a renewed session', async () => {
    const email = `profil-${Date.now()}@example.com`;
    const { cookie } = await registerConfirmed(
      { firstName: 'Ida', lastName: 'Kern', email, password: 'Ein-Passwort-2026' },
      '10.0.0.5',
    );
    const missing = await request(server)
      .get('/api/mein/oauth2/registration/form/missing-fields')
      .set('cookie', cookie);
    expect(missing.body).toEqual({ missingFields: ['salutation'] });

    const saved = await request(server)
      .post('/api/mein/oauth2/registration/form')
      .set('origin', origin)
      .set('cookie', cookie)
      .send({ salutation: 'Frau', firstName: 'Ida Maria' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      isLoggedIn: true,
      user: { firstName: 'Ida Maria', lastName: 'Kern' },
    });
    const after = await request(server)
      .get('/api/mein/oauth2/registration/form/missing-fields')
      .set('cookie', cookieHeader(saved));
    expect(after.body).toEqual({ missingFields: [] });

    const anonymous = await request(server)
      .post('/api/mein/oauth2/registration/form')
      .set('origin', origin)
      .send({});
    expect(anonymous.status).toBe(401);
  });

  it('asks for the salutation only until the reader answered, "Keine Angabe" included', async () => {
    const register = async (email: string, salutation?: string) =>
      (
        await registerConfirmed(
          { salutation, firstName: 'Kai', lastName: 'Keine', email, password: 'Ein-Passwort-2026' },
          '10.0.0.8',
        )
      ).cookie;
    const missingFields = async (cookie: string) =>
      (await request(server).get('/api/mein/oauth2/registration/form/missing-fields').set('cookie', cookie))
        .body;

    const chose = await register(`keine-${Date.now()}@example.com`, 'none');
    expect(await missingFields(chose)).toEqual({ missingFields: [] });

    const skipped = await register(`offen-${Date.now()}@example.com`);
    expect(await missingFields(skipped)).toEqual({ missingFields: ['salutation'] });
    const answered = await request(server)
      .post('/api/mein/oauth2/registration/form')
      .set('origin', origin)
      .set('cookie', skipped)
      .send({ salutation: 'none' });
    expect(answered.status).toBe(200);
    expect(await missingFields(cookieHeader(answered))).toEqual({ missingFields: [] });
  });

  it('serves the public keys at /api/fa-public-key', async () => {
    const res = await request(server).get('/api/fa-public-key');
    expect(res.status).toBe(200);
    expect(res.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(res.body.keys[0].d).toBeUndefined();
  });
});
