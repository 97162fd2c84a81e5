import { coerceSettings, settingKeys } from '@news/config/settings';
import { appSettingsSchema } from '@news/contracts/appServerApi';
import request from 'supertest';
import { startTestGateway } from './startTestGateway';

let t: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  t = await startTestGateway();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/settings', () => {
  it("answers every feature flag with the brand's own values, coerced to the default's type", async () => {
    const rb = await request(t.server).get('/api/settings');
    expect(rb.status).toBe(200);
    expect(rb.headers['cache-control']).toBe('public, max-age=60');
    const settings = appSettingsSchema.parse(rb.body);
    expect(Object.keys(settings).sort()).toEqual([...settingKeys].sort());
    expect(coerceSettings(settings)).toEqual(settings);
    expect(settings).toMatchObject({ onboardingpopup_enabled: true, data_reco_timeout_ms: 400 });

    const la = await request(t.server).get('/api/settings').set('host', 'la.localhost');
    expect(la.body).toMatchObject({ onboardingpopup_enabled: false });
  });
});

describe('/api/onboarding', () => {
  it('needs a login', async () => {
    const get = await request(t.server).get('/api/onboarding');
    expect(get.status).toBe(401);
    expect(get.body).toEqual({ status: 401, code: 'login_required', message: 'Bitte melden Sie sich an.' });
    const post = await request(t.server)
      .post('/api/onboarding')
      .set('origin', t.origin)
      .send({ isOnboardingCompleted: true });
    expect(post.status).toBe(401);
    const forged = await request(t.server).get('/api/onboarding').set('cookie', 'news_id=aaa.bbb.ccc');
    expect(forged.status).toBe(401);
  });

  it("stores the logged-in reader's onboarding status", async () => {
    const { cookie } = await t.login('leser@example.com');
    const before = await request(t.server).get('/api/onboarding').set('cookie', cookie);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toEqual({ isOnboardingCompleted: false });

    const set = await request(t.server)
      .post('/api/onboarding')
      .set('origin', t.origin)
      .set('cookie', cookie)
      .send({ isOnboardingCompleted: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ isOnboardingCompleted: true });
    expect((await request(t.server).get('/api/onboarding').set('cookie', cookie)).body).toEqual({
      isOnboardingCompleted: true,
    });

    const other = await t.login('plus@example.com');
    expect((await request(t.server).get('/api/onboarding').set('cookie', other.cookie)).body).toEqual({
      isOnboardingCompleted: false,
    });
  });

  it('refuses a POST from another origin (CSRF) and a body outside the contract', async () => {
    const { cookie } = await t.login('epaper@example.com');
    const csrf = await request(t.server)
      .post('/api/onboarding')
      .set('origin', 'https://evil.example')
      .set('cookie', cookie)
      .send({ isOnboardingCompleted: true });
    expect(csrf.status).toBe(403);
    const bad = await request(t.server)
      .post('/api/onboarding')
      .set('origin', t.origin)
      .set('cookie', cookie)
      .send({ isOnboardingCompleted: 'ja' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, code: 'invalid_onboarding_status' });
    expect((await request(t.server).get('/api/onboarding').set('cookie', cookie)).body).toEqual({
      isOnboardingCompleted: false,
    });
  });
});
