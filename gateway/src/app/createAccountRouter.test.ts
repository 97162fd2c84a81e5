import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

/** /account's endpoints as the browser calls them: the session cookie, this site's Origin. */
let t: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  // registrations hash passwords at full cost: give them time on a busy machine
  t = await startTestGateway({ env: { IDENTITY_TIMEOUT_MS: '60000' } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Konto-Passwort-2026';

const registerReader = (email: string): Promise<{ cookie: string; ssoId: string }> =>
  t.registerConfirmed(
    { salutation: 'Herr', firstName: 'Max', lastName: 'Probe', email, password: PASSWORD },
    `10.30.0.${email.length}`,
  );

const login = (email: string) =>
  request(t.server)
    .post('/api/auth/login')
    .set('origin', t.origin)
    .send({ identifier: email, password: PASSWORD });

describe('/api/account', () => {
  it('refuses anonymous calls with 401 and foreign pages with 403, changing nothing', async () => {
    expect((await request(t.server).get('/api/account/export')).status).toBe(401);
    expect((await request(t.server).get('/api/account/profile')).status).toBe(401);
    const anonymousDelete = await request(t.server)
      .post('/api/account/delete')
      .set('origin', t.origin)
      .send({ currentPassword: PASSWORD });
    expect(anonymousDelete.body).toMatchObject({ status: 401, code: 'login_required' });
    const anonymousEmail = await request(t.server)
      .post('/api/account/email')
      .set('origin', t.origin)
      .send({ email: 'x@example.com', currentPassword: PASSWORD });
    expect(anonymousEmail.status).toBe(401);

    const { cookie } = await registerReader('csrf-ziel@example.com');
    const forged = await request(t.server)
      .post('/api/account/delete')
      .set('origin', 'https://evil.example')
      .set('cookie', cookie)
      .send({ currentPassword: PASSWORD });
    expect(forged.status).toBe(403);
    expect((await login('csrf-ziel@example.com')).status).toBe(200);
  });

  it('exports the account and the user API data as a JSON download', async () => {
    const { cookie, ssoId } = await registerReader('export@example.com');
    await request(t.server)
      .post(`/user-api/mandators/rb/users/${ssoId}/bookmarks/100001`)
      .set('origin', t.origin)
      .set('cookie', cookie)
      .expect(201);
    const profile = await request(t.server).get('/api/account/profile').set('cookie', cookie);
    expect(profile.body).toEqual({
      salutation: 'Herr',
      firstName: 'Max',
      lastName: 'Probe',
      email: 'export@example.com',
      emailVerified: true,
    });
    const res = await request(t.server).get('/api/account/export').set('cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meine-daten.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.account).toMatchObject({ email: 'export@example.com', firstName: 'Max', ssoId });
    expect(res.body.userData.articleBookmarks).toEqual([
      expect.objectContaining({ article_id: 100001, mandator: 'rb' }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|jwt|refresh/i);
  });

  it('refuses a bad body or a wrong password with 400, then deletes the account: the login fails', async () => {
    const { cookie, ssoId } = await registerReader('loeschen@example.com');
    await request(t.server)
      .post(`/user-api/mandators/rb/users/${ssoId}/bookmarks/100002`)
      .set('origin', t.origin)
      .set('cookie', cookie)
      .expect(201);
    const del = (body: unknown) =>
      request(t.server)
        .post('/api/account/delete')
        .set('origin', t.origin)
        .set('cookie', cookie)
        .send(body as object);
    expect((await del({})).status).toBe(400);
    const wrong = await del({ currentPassword: 'ganz-falsch-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Das aktuelle Passwort ist falsch.');
    expect((await login('loeschen@example.com')).status).toBe(200);

    const done = await del({ currentPassword: PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true });
    expect(String(done.headers['set-cookie'])).toMatch(/news_id=;/);
    expect((await login('loeschen@example.com')).status).toBe(400);
    const rows = await t.gateway.db.query('select 1 from users.article_bookmarks where sso_id = $1', [ssoId]);
    expect(rows.rows).toHaveLength(0);
  });

  it('asks the identity service for an e-mail change and relays its refusal of a bad body', async () => {
    const { cookie } = await registerReader('wechsel@example.com');
    const change = (body: unknown) =>
      request(t.server)
        .post('/api/account/email')
        .set('origin', t.origin)
        .set('cookie', cookie)
        .send(body as object);
    expect((await change({ email: 'kein-mail', currentPassword: PASSWORD })).status).toBe(400);
    const ok = await change({ email: 'gewechselt@example.com', currentPassword: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true, email: 'gewechselt@example.com' });
    const bad = await request(t.server).get('/api/auth/email-change-confirmation?code=unbekannt');
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe('/account?emailChanged=0');
  });
});
