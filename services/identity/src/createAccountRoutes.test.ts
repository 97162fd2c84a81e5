/** @jest-environment node */
import { authResponseSchema, identityErrorSchema } from '@news/contracts/identityApi';
import request from 'supertest';
import { registerConfirmed } from './testing/registerConfirmed';
import { createTestIdentityApp } from './createTestIdentityApp';
import { defaultRateLimits } from './identityConfig';

type TestApp = Awaited<ReturnType<typeof createTestIdentityApp>>;

const PASSWORD = 'Sicheres-Passwort-1';

describe('the reader account: e-mail change and deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    const generous = { limit: 1000, windowMs: 60_000 };
    t = await createTestIdentityApp({
      config: { rateLimits: { ...defaultRateLimits, registerPerIp: generous, recoveryPerIp: generous } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = async (email: string) => {
    const res = await registerConfirmed(t.app, () => t.readOutbox(), {
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Muster',
      email,
      password: PASSWORD,
    });
    return authResponseSchema.parse(res.body).jwt;
  };
  const login = (identifier: string) =>
    request(t.app).post('/cms/auth/local').send({ identifier, password: PASSWORD });
  const changeEmail = (jwt: string | undefined, body: unknown) => {
    const r = request(t.app).post('/cms/users/me/email');
    return (jwt ? r.auth(jwt, { type: 'bearer' }) : r).send(body as object);
  };
  const mailTo = async (to: string) => {
    await t.router.settled();
    const mails = (await t.readOutbox()).filter((m) => m.to === to);
    return mails[mails.length - 1];
  };
  const codeOf = (link: string) => new URL(link).searchParams.get('code') ?? '';

  it('switches the login to the new address once its link is opened, and the link works once', async () => {
    const jwt = await register('alt@example.com');
    const res = await changeEmail(jwt, { email: 'Neu@Example.com', currentPassword: PASSWORD }).expect(200);
    expect(res.body).toEqual({ ok: true, email: 'neu@example.com' });
    const mail = await mailTo('neu@example.com');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    // until confirmed the old address still logs in
    await login('alt@example.com').expect(200);
    await login('neu@example.com').expect(400);

    const confirm = (code: string) =>
      request(t.app).get(`/cms/auth/email-change-confirmation?code=${encodeURIComponent(code)}`);
    const code = codeOf(mail?.links[0] ?? '');
    expect((await confirm(code).expect(200)).body).toEqual({ ok: true, email: 'neu@example.com' });
    await login('neu@example.com').expect(200);
    await login('alt@example.com').expect(400);
    const me = await request(t.app).get('/cms/users/me').auth(jwt, { type: 'bearer' }).expect(200);
    expect(me.body).toMatchObject({ email: 'neu@example.com', emailVerified: true });
    expect(identityErrorSchema.parse((await confirm(code).expect(400)).body).error.name).toBe(
      'ValidationError',
    );
  });

  it('refuses a wrong password, a taken address, bad bodies and anonymous calls, changing nothing', async () => {
    const jwt = await register('bleibt@example.com');
    await register('vergeben@example.com');
    const before = (await t.readOutbox()).length;
    expect((await changeEmail(undefined, { email: 'x@example.com', currentPassword: PASSWORD })).status).toBe(
      401,
    );
    const wrong = await changeEmail(jwt, { email: 'x@example.com', currentPassword: 'falsch-falsch' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'Das aktuelle Passwort ist falsch.',
    });
    const taken = await changeEmail(jwt, { email: 'vergeben@example.com', currentPassword: PASSWORD });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
    for (const body of [{}, { email: 'kein-mail', currentPassword: PASSWORD }, { email: 'a@b.de' }]) {
      expect((await changeEmail(jwt, body)).status).toBe(400);
    }
    await t.router.settled();
    expect((await t.readOutbox()).length).toBe(before);
    await login('bleibt@example.com').expect(200);
  });

  it('a confirmed change fails when another account took the address meanwhile', async () => {
    const jwt = await register('erster@example.com');
    await changeEmail(jwt, { email: 'begehrt@example.com', currentPassword: PASSWORD }).expect(200);
    const code = codeOf((await mailTo('begehrt@example.com'))?.links[0] ?? '');
    await register('begehrt@example.com');
    await request(t.app)
      .get(`/cms/auth/email-change-confirmation?code=${encodeURIComponent(code)}`)
      .expect(400);
    await login('erster@example.com').expect(200);
  });

  it('deletes the account with the password: the login then fails and the token no longer works', async () => {
    const jwt = await register('geht@example.com');
    const del = (token: string | undefined, body: unknown) => {
      const r = request(t.app).post('/cms/users/me/delete');
      return (token ? r.auth(token, { type: 'bearer' }) : r).send(body as object);
    };
    expect((await del(undefined, { currentPassword: PASSWORD })).status).toBe(401);
    expect((await del(jwt, {})).status).toBe(400);
    expect((await del(jwt, { currentPassword: 'falsch-falsch' })).status).toBe(400);
    await login('geht@example.com').expect(200);

    expect((await del(jwt, { currentPassword: PASSWORD }).expect(200)).body).toEqual({ ok: true });
    await login('geht@example.com').expect(400);
    await request(t.app).get('/cms/users/me').auth(jwt, { type: 'bearer' }).expect(401);
  });
});
