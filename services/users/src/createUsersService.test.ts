/** @jest-environment node */
import request from 'supertest';
import { createTestUsersApp } from './createTestUsersApp';

const READER = '0b9e8c1a-2f3d-4e5a-8b7c-6d5e4f3a2b1c';
const OTHER = '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const onboarding = (ssoId = READER, mandator = 'rb') =>
  `/user-api/mandators/${mandator}/users/${ssoId}/onboarding`;

describe('users service', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  beforeAll(async () => {
    t = await createTestUsersApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers healthz', async () => {
    expect((await request(t.app).get('/user-api/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('stores one bookmark per user, mandator and article', async () => {
    const add = (mandator: string, articleId: number) =>
      t.db.query('insert into users.article_bookmarks (sso_id, mandator, article_id) values ($1, $2, $3)', [
        READER,
        mandator,
        articleId,
      ]);
    await add('rb', 100001);
    await add('la', 100001);
    await expect(add('rb', 100001)).rejects.toThrow();
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from users.article_bookmarks',
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('answers every request private, no-store: the reader data, the refusal, the health check', async () => {
    const token = await t.tokenFor(READER);
    const answers = [
      await request(t.app).get(onboarding()).set('authorization', `Bearer ${token}`),
      await request(t.app).get(onboarding()),
      await request(t.app).get('/user-api/healthz'),
    ];
    expect(answers.map((a) => [a.status, a.headers['cache-control']])).toEqual([
      [200, 'private, no-store'],
      [401, 'private, no-store'],
      [200, 'private, no-store'],
    ]);
  });

  it('refuses a request without a token with 401', async () => {
    const res = await request(t.app).get(onboarding()).expect(401);
    expect(res.body).toEqual({ status: 401, code: 'login_required', message: 'Bitte melden Sie sich an.' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses forged, expired, foreign-issuer and malformed tokens with 401', async () => {
    const tokens = [
      await t.foreignTokenFor(READER),
      await t.tokenFor(READER, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await t.tokenFor(READER, { issuer: 'https://evil.example/cms' }),
      'not-a-token',
    ];
    for (const token of tokens) {
      const res = await request(t.app).get(onboarding()).auth(token, { type: 'bearer' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('login_required');
    }
  });

  it("refuses another reader's data with 403, whatever the method", async () => {
    const token = await t.tokenFor(READER, { roles: ['PLUS_USER'] });
    const read = await request(t.app).get(onboarding(OTHER)).auth(token, { type: 'bearer' });
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({ status: 403, code: 'forbidden' });
    const write = await request(t.app)
      .put(onboarding(OTHER))
      .auth(token, { type: 'bearer' })
      .send({ isOnboardingCompleted: true });
    expect(write.status).toBe(403);
    const { rows } = await t.db.query('select 1 from users.onboarding where sso_id = $1', [OTHER]);
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown brand and for unknown paths, as JSON', async () => {
    const token = await t.tokenFor(READER);
    const brand = await request(t.app).get(onboarding(READER, 'xx')).auth(token, { type: 'bearer' });
    expect(brand.status).toBe(404);
    expect(brand.body).toMatchObject({ status: 404, code: 'unknown_mandator' });
    const path = await request(t.app).get(`/user-api/mandators/rb/users/${READER}/nothing`).auth(token, {
      type: 'bearer',
    });
    expect(path.body).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers 400 with a code for malformed JSON', async () => {
    const res = await request(t.app)
      .put(onboarding())
      .auth(await t.tokenFor(READER), { type: 'bearer' })
      .set('content-type', 'application/json')
      .send('{"isOnboardingCompleted":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'bad_request' });
  });
});
