/** @jest-environment node */
import { authResponseSchema, identityErrorSchema } from '@news/contracts/identityApi';
import request from 'supertest';
import { createTestIdentityApp } from './createTestIdentityApp';
import { registerConfirmed } from './testing/registerConfirmed';
import { defaultRateLimits } from './identityConfig';
import { verifyIdentityToken } from '@news/auth-verify/verifyIdentityToken';

type TestApp = Awaited<ReturnType<typeof createTestIdentityApp>>;

const PASSWORD = 'Sicheres-Passwort-1';
const reader = (email: string) => ({
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email,
  password: PASSWORD,
});

describe('local accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Rate limits have their own tests; here every request comes from the same address.
    const generous = { limit: 1000, windowMs: 60_000 };
    t = await createTestIdentityApp({
      config: {
        rateLimits: {
          ...defaultRateLimits,
          loginPerIp: generous,
          registerPerIp: generous,
          recoveryPerIp: generous,
          mailsPerAddressAndIp: generous,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Registers without opening the mail's link: no session, an unconfirmed account. */
  const registerOnly = (email: string) =>
    request(t.app).post('/cms/auth/local/register').send(reader(email)).expect(200);
  /** Registers and opens the confirmation link: answers the confirmed reader's session. */
  const register = (email: string) => registerConfirmed(t.app, () => t.readOutbox(), reader(email));
  const login = (identifier: string, password: string) =>
    request(t.app).post('/cms/auth/local').send({ identifier, password });
  /** Moves every rotation `seconds` into the past, as if that much time had gone by. */
  const ageRotations = (seconds: number) =>
    t.db.query(
      `update identity.refresh_tokens set rotated_at = rotated_at - make_interval(secs => $1)
        where rotated_at is not null`,
      [seconds],
    );
  const mailsTo = async (to: string) => (await t.readOutbox()).filter((m) => m.to === to);

  it('registers without a session, mails a confirmation link whose use signs the reader in, once', async () => {
    const res = await registerOnly('erika@example.org');
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [mail, ...more] = await mailsTo('erika@example.org');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = new URL(mail?.links[0] ?? '');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/email-confirmation');
    expect(mail?.text).toContain(link.toString());
    expect(mail?.html).toContain('E-Mail-Adresse bestätigen');
    const code = link.searchParams.get('confirmation') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only a hash of the code is stored.
    const { rows } = await t.db.query<{ code_hash: string }>('select code_hash from identity.one_time_codes');
    expect(rows.map((r) => r.code_hash)).not.toContain(code);

    // Before the link, the password signs nobody in: a German message to confirm the address first.
    const early = await login('erika@example.org', PASSWORD);
    expect(early.status).toBe(403);
    expect(early.body.jwt).toBeUndefined();
    expect(identityErrorSchema.parse(early.body).error).toMatchObject({
      name: 'ForbiddenError',
      message: expect.stringContaining('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse'),
      details: { code: 'email_not_confirmed' },
    });
    // a wrong password still says only that the pair is wrong
    const wrong = await login('erika@example.org', 'falsches-Passwort-1');
    expect(identityErrorSchema.parse(wrong.body).error.message).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );

    const confirmed = await request(t.app).get('/cms/auth/email-confirmation').query({ confirmation: code });
    expect(confirmed.status).toBe(200);
    expect(authResponseSchema.parse(confirmed.body).user).toMatchObject({
      email: 'erika@example.org',
      emailVerified: true,
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Mustermann',
      roles: [],
    });
    const again = await request(t.app).get('/cms/auth/email-confirmation').query({ confirmation: code });
    expect(again.status).toBe(400);
    expect(identityErrorSchema.parse(again.body).error.name).toBe('ValidationError');

    const loggedIn = await login('Erika@Example.org', PASSWORD).expect(200);
    expect(authResponseSchema.parse(loggedIn.body).user.emailVerified).toBe(true);
    const me = await request(t.app).get('/cms/users/me').set('authorization', `Bearer ${loggedIn.body.jwt}`);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(loggedIn.body.user);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps "not asked yet" (null) apart from the answer "Keine Angabe" (none)', async () => {
    const { salutation: _omitted, ...withoutSalutation } = reader('ohne-anrede@example.org');
    const skipped = await registerConfirmed(t.app, () => t.readOutbox(), withoutSalutation);
    expect(authResponseSchema.parse(skipped.body).user.salutation).toBeNull();
    const none = await registerConfirmed(t.app, () => t.readOutbox(), {
      ...reader('keine-anrede@example.org'),
      salutation: 'none',
    });
    expect(authResponseSchema.parse(none.body).user.salutation).toBe('none');
    const answered = await request(t.app)
      .patch('/cms/users/me')
      .set('authorization', `Bearer ${skipped.body.jwt}`)
      .send({ salutation: 'none' })
      .expect(200);
    expect(authResponseSchema.parse(answered.body).user.salutation).toBe('none');
  });

  it('stores the password as a salted scrypt hash', async () => {
    await register('hash@example.org');
    const { rows } = await t.db.query<{ password_hash: string }>(
      `select password_hash from identity.accounts where email = 'hash@example.org'`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(rows[0]?.password_hash).not.toContain(PASSWORD);
  });

  it('refuses an expired confirmation link', async () => {
    await registerOnly('spaet@example.org');
    const [mail] = await mailsTo('spaet@example.org');
    const code = new URL(mail?.links[0] ?? '').searchParams.get('confirmation');
    await t.db.query(`update identity.one_time_codes set expires_at = now() - interval '1 second'`);
    await request(t.app).get('/cms/auth/email-confirmation').query({ confirmation: code }).expect(400);
  });

  it('answers a taken address exactly like a new one and mails its owner instead; the account stays as it was', async () => {
    await register('doppelt@example.org');
    const taken = await request(t.app)
      .post('/cms/auth/local/register')
      .send({ ...reader('Doppelt@Example.ORG'), firstName: 'Mallory', password: 'Anderes-Passwort-9' });
    const fresh = await request(t.app)
      .post('/cms/auth/local/register')
      .send({ ...reader('Einzeln@Example.ORG'), firstName: 'Mallory', password: 'Anderes-Passwort-9' });
    for (const res of [taken, fresh]) {
      expect(res.status).toBe(200);
      expect(res.text).toBe('{"ok":true}');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.headers['content-length']).toBe(fresh.headers['content-length']);

    const toOwner = (await mailsTo('doppelt@example.org')).at(-1);
    expect(toOwner?.subject).toBe('Sie haben bereits ein Konto');
    expect(toOwner?.text).toContain('Passwort vergessen?');
    expect(toOwner?.links).toEqual(['http://localhost:3000/#forgot-password']);
    expect(toOwner?.text).toContain('Hallo Erika,');
    const toNew = (await mailsTo('einzeln@example.org')).at(-1);
    expect(toNew?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');

    // the owner's password and name are untouched
    await login('doppelt@example.org', 'Anderes-Passwort-9').expect(400);
    const owner = await login('doppelt@example.org', PASSWORD).expect(200);
    expect(owner.body.user.firstName).toBe('Erika');
  });

  it('answers unknown e-mail and wrong password alike', async () => {
    await register('gleich@example.org');
    const unknown = await login('niemand@example.org', PASSWORD);
    const wrong = await login('gleich@example.org', 'falsches-Passwort');
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'E-Mail-Adresse oder Passwort ist falsch.',
      details: {},
    });
  });

  it('signs identity tokens that verify with the JWKS and carry the claims', async () => {
    const { body } = await register('claims@example.org');
    const jwks = (await request(t.app).get('/cms/.well-known/jwks.json').expect(200)).body;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({
      kty: 'RSA',
      n: expect.any(String),
      e: 'AQAB',
      kid: expect.any(String),
      alg: 'RS256',
      use: 'sig',
    });
    expect(JSON.stringify(jwks)).not.toMatch(/"(d|p|q|dp|dq|qi)"/);
    const claims = await verifyIdentityToken(body.jwt, jwks, {
      issuer: 'http://localhost:3000/cms',
      audience: 'news-site',
    });
    expect(claims).toMatchObject({
      sub: body.user.ssoId,
      email: 'claims@example.org',
      email_verified: true,
      given_name: 'Erika',
      family_name: 'Mustermann',
      roles: [],
    });
    expect(claims.exp - claims.iat).toBe(900);
    const header = JSON.parse(Buffer.from(body.jwt.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ alg: 'RS256', kid: jwks.keys[0].kid, typ: 'JWT' });
  });

  it('resets a forgotten password end to end and ends all sessions', async () => {
    const { body: first } = await register('vergessen@example.org');
    const before = (await t.readOutbox()).length;
    const unknown = await request(t.app).post('/cms/auth/forgot-password').send({ email: 'wer@example.org' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ok: true });
    expect(await t.readOutbox()).toHaveLength(before);

    const known = await request(t.app)
      .post('/cms/auth/forgot-password')
      .send({ email: 'Vergessen@example.org' });
    expect(known.body).toEqual({ ok: true });
    const mail = (await mailsTo('vergessen@example.org')).find((m) => m.subject === 'Passwort zurücksetzen');
    const link = new URL(mail?.links[0] ?? '');
    expect(link.pathname).toMatch(/^\/change-password\/[A-Za-z0-9_-]{43}$/);
    const code = link.pathname.split('/')[2];

    const mismatch = await request(t.app)
      .post('/cms/auth/reset-password')
      .send({ code, password: 'Neues-Passwort-2', passwordConfirmation: 'Anderes-Passwort-2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe('Die Passwörter stimmen nicht überein.');

    const reset = await request(t.app)
      .post('/cms/auth/reset-password')
      .send({ code, password: 'Neues-Passwort-2', passwordConfirmation: 'Neues-Passwort-2' });
    expect(reset.status).toBe(200);
    expect(authResponseSchema.parse(reset.body).user.email).toBe('vergessen@example.org');

    await request(t.app).post('/cms/auth/refresh').send({ refreshToken: first.refreshToken }).expect(401);
    await request(t.app)
      .post('/cms/auth/refresh')
      .send({ refreshToken: reset.body.refreshToken })
      .expect(200);
    await login('vergessen@example.org', PASSWORD).expect(400);
    await login('vergessen@example.org', 'Neues-Passwort-2').expect(200);
    const notices = (await mailsTo('vergessen@example.org')).filter(
      (m) => m.subject === 'Ihr Passwort wurde geändert',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.links).toEqual(['http://localhost:3000/#forgot-password']);
    await request(t.app)
      .post('/cms/auth/reset-password')
      .send({ code, password: 'Drittes-Passwort-3', passwordConfirmation: 'Drittes-Passwort-3' })
      .expect(400);
  });

  it('changes the password with the current one and a bearer token', async () => {
    const { body } = await register('wechsel@example.org');
    const auth = `Bearer ${body.jwt}`;
    const change = (currentPassword: string) =>
      request(t.app)
        .post('/cms/auth/change-password')
        .set('authorization', auth)
        .send({ currentPassword, password: 'Gewechselt-123', passwordConfirmation: 'Gewechselt-123' });
    await request(t.app)
      .post('/cms/auth/change-password')
      .send({ currentPassword: PASSWORD, password: 'Gewechselt-123', passwordConfirmation: 'Gewechselt-123' })
      .expect(401);
    const wrong = await change('nicht-das-passwort');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Das aktuelle Passwort ist falsch.');
    expect(await mailsTo('wechsel@example.org')).not.toContainEqual(
      expect.objectContaining({ subject: 'Ihr Passwort wurde geändert' }),
    );
    const ok = await change(PASSWORD);
    expect(ok.status).toBe(200);
    authResponseSchema.parse(ok.body);
    const [notice, ...more] = (await mailsTo('wechsel@example.org')).filter(
      (m) => m.subject === 'Ihr Passwort wurde geändert',
    );
    expect(more).toHaveLength(0);
    expect(notice?.text).toMatch(/^Hallo Erika,/);
    expect(notice?.text).toMatch(/wurde am \d{1,2}\. \p{L}+ \d{4} um \d\d:\d\d Uhr geändert/u);
    expect(notice?.html).toContain('href="http://localhost:3000/#forgot-password"');
    await request(t.app).post('/cms/auth/refresh').send({ refreshToken: body.refreshToken }).expect(401);
    await login('wechsel@example.org', 'Gewechselt-123').expect(200);
  });

  it('sends another confirmation mail only to unverified accounts, always answering ok', async () => {
    await registerOnly('nochmal@example.org');
    await register('bestaetigt@example.org');
    for (const email of ['nochmal@example.org', 'unbekannt@example.org', 'bestaetigt@example.org']) {
      const res = await request(t.app).post('/cms/auth/send-email-confirmation').send({ email });
      expect(res.body).toEqual({ ok: true });
    }
    expect(await mailsTo('nochmal@example.org')).toHaveLength(2);
    expect(await mailsTo('unbekannt@example.org')).toHaveLength(0);
    expect(await mailsTo('bestaetigt@example.org')).toHaveLength(1);
  });

  it('rotates refresh tokens and revokes the family when a rotated token is used again', async () => {
    await register('rotation@example.org');
    const { body: session } = await login('rotation@example.org', PASSWORD).expect(200);
    const { body: other } = await login('rotation@example.org', PASSWORD).expect(200);
    const refresh = (refreshToken: string) => request(t.app).post('/cms/auth/refresh').send({ refreshToken });

    const r1 = await refresh(session.refreshToken).expect(200);
    expect(Object.keys(r1.body).sort()).toEqual(['jwt', 'refreshToken']);
    expect(r1.body.refreshToken).not.toBe(session.refreshToken);
    const r2 = await refresh(r1.body.refreshToken).expect(200);

    // Past the grace window a rotated token is a stolen copy.
    await ageRotations(31);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.name).toBe('UnauthorizedError');
    await refresh(r2.body.refreshToken).expect(401);
    // Another login's family is untouched.
    await refresh(other.refreshToken).expect(200);

    const { rows } = await t.db.query<{ token_hash: string }>(
      'select token_hash from identity.refresh_tokens',
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(session.refreshToken);
    await refresh('unbekannt').expect(401);
  });

  it('answers a just-rotated token within the grace window with a working sibling', async () => {
    await register('gnade@example.org');
    const { body: session } = await login('gnade@example.org', PASSWORD).expect(200);
    const refresh = (refreshToken: string) => request(t.app).post('/cms/auth/refresh').send({ refreshToken });

    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refreshToken).not.toBe(b.body.refreshToken);
    const again = await refresh(session.refreshToken).expect(200);
    // Every answer is a live member of the family.
    const successors = [];
    for (const sibling of [a, b, again])
      successors.push(await refresh(sibling.body.refreshToken).expect(200));

    await ageRotations(31);
    await refresh(session.refreshToken).expect(401);
    for (const s of successors) await refresh(s.body.refreshToken).expect(401);
  });

  it('answers the grace window only to the client that rotated: a copy replayed from elsewhere ends the family', async () => {
    await register('fremd@example.org');
    const { body: session } = await login('fremd@example.org', PASSWORD).expect(200);
    const refresh = (refreshToken: string, ip: string) =>
      request(t.app).post('/cms/auth/refresh').set('x-client-ip', ip).send({ refreshToken });

    const rotated = await refresh(session.refreshToken, '10.1.1.1').expect(200);
    await refresh(session.refreshToken, '10.1.1.1').expect(200);
    await refresh(session.refreshToken, '10.9.9.9').expect(401);
    await refresh(rotated.body.refreshToken, '10.1.1.1').expect(401);
  });

  it('refuses an expired refresh token', async () => {
    await register('ablauf@example.org');
    const { body } = await login('ablauf@example.org', PASSWORD).expect(200);
    await t.db.query(`update identity.refresh_tokens set expires_at = now() - interval '1 second'`);
    await request(t.app).post('/cms/auth/refresh').send({ refreshToken: body.refreshToken }).expect(401);
  });

  it('logs out by revoking the refresh token', async () => {
    await register('abmelden@example.org');
    const { body } = await login('abmelden@example.org', PASSWORD).expect(200);
    await request(t.app)
      .post('/cms/auth/logout')
      .send({ refreshToken: body.refreshToken })
      .expect(200, { ok: true });
    await request(t.app).post('/cms/auth/refresh').send({ refreshToken: body.refreshToken }).expect(401);
  });

  it('logout with the identity token as Bearer ends that token at once (deny-list), not only the refresh token', async () => {
    await register('sofort@example.org');
    const { body } = await login('sofort@example.org', PASSWORD).expect(200);
    const { body: other } = await login('sofort@example.org', PASSWORD).expect(200);
    const me = (jwt: string) => request(t.app).get('/cms/users/me').set('authorization', `Bearer ${jwt}`);
    await me(body.jwt).expect(200);
    await request(t.app)
      .post('/cms/auth/logout')
      .set('authorization', `Bearer ${body.jwt}`)
      .send({ refreshToken: body.refreshToken })
      .expect(200, { ok: true });
    expect((await me(body.jwt)).status).toBe(401);
    // the reader's other session lives on
    await me(other.jwt).expect(200);
  });

  it('answers /users/me only with a valid bearer token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer abc.def.ghi', 'Basic dXNlcjpwYXNz']) {
      const req = request(t.app).get('/cms/users/me');
      const res = await (authorization ? req.set('authorization', authorization) : req);
      expect(res.status).toBe(401);
      expect(identityErrorSchema.parse(res.body).error.message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('answers bad input with 400 ValidationError, never 500', async () => {
    const cases: [string, string, unknown][] = [
      ['post', '/cms/auth/local', { identifier: 'a@b.de' }],
      ['post', '/cms/auth/local', { identifier: ['a@b.de'], password: 'x' }],
      ['post', '/cms/auth/local', { identifier: 'a@b.de', password: 'x'.repeat(5000) }],
      ['post', '/cms/auth/local', []],
      ['post', '/cms/auth/local/register', { ...reader('kurz@example.org'), password: 'kurz' }],
      ['post', '/cms/auth/local/register', { ...reader('lang@example.org'), password: 'x'.repeat(129) }],
      ['post', '/cms/auth/local/register', { ...reader('keine-adresse'), password: PASSWORD }],
      ['post', '/cms/auth/local/register', { ...reader('anrede@example.org'), salutation: 'Dr.' }],
      ['post', '/cms/auth/local/register', { ...reader('name@example.org'), firstName: '' }],
      ['post', '/cms/auth/local/register', { ...reader('typ@example.org'), lastName: 42 }],
      ['post', '/cms/auth/forgot-password', { email: { $ne: null } }],
      ['post', '/cms/auth/send-email-confirmation', {}],
      ['post', '/cms/auth/reset-password', { code: 'x', password: 'Neues-Passwort' }],
      ['post', '/cms/auth/refresh', { refreshToken: 123 }],
      ['post', '/cms/auth/logout', {}],
      ['get', '/cms/auth/email-confirmation', undefined],
      ['get', '/cms/auth/email-confirmation?confirmation=a&confirmation=b', undefined],
    ];
    for (const [method, url, body] of cases) {
      const req = method === 'get' ? request(t.app).get(url) : request(t.app).post(url);
      const res = await (body === undefined ? req : req.send(body as object));
      expect({ url, body, status: res.status }).toEqual({ url, body, status: 400 });
      expect(identityErrorSchema.parse(res.body).error.name).toBe('ValidationError');
    }
    const malformed = await request(t.app)
      .post('/cms/auth/local')
      .set('content-type', 'application/json')
      .send('{"identifier":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.name).toBe('ValidationError');
    const huge = await request(t.app)
      .post('/cms/auth/local')
      .send({ identifier: 'a@b.de', password: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.name).toBe('PayloadTooLargeError');
  });

  it('takes state changes as JSON only, so no form of another site can post them', async () => {
    await register('formular@example.org');
    const attempts: [string, string][] = [
      ['form', `identifier=formular%40example.org&password=${PASSWORD}`],
      ['text/plain', JSON.stringify({ identifier: 'formular@example.org', password: PASSWORD })],
    ];
    for (const [type, body] of attempts) {
      const res = await request(t.app).post('/cms/auth/local').type(type).send(body);
      expect(res.status).toBe(415);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(identityErrorSchema.parse(res.body).error).toMatchObject({
        name: 'ValidationError',
        details: { reason: 'json_required' },
      });
    }
    expect((await request(t.app).post('/cms/auth/local')).status).toBe(415);
    await login('formular@example.org', PASSWORD).expect(200);
  });

  it('answers unknown paths with 404 NotFoundError', async () => {
    const res = await request(t.app).get('/cms/accounts').expect(404);
    expect(res.body.error.name).toBe('NotFoundError');
  });
});
