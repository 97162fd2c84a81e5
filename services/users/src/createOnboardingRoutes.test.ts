/** @jest-environment node */
import { onboardingStatusSchema } from '@news/contracts/userApi';
import request from 'supertest';
import { createTestUsersApp } from './createTestUsersApp';

const READER = '3a6f2b1c-8d4e-4f5a-9b0c-1d2e3f4a5b6c';
const path = (mandator = 'rb') => `/user-api/mandators/${mandator}/users/${READER}/onboarding`;

describe('onboarding status', () => {
  let t: Awaited<ReturnType<typeof createTestUsersApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestUsersApp();
    token = await t.tokenFor(READER);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (mandator = 'rb') => {
    const res = await request(t.app).get(path(mandator)).auth(token, { type: 'bearer' }).expect(200);
    return onboardingStatusSchema.parse(res.body).isOnboardingCompleted;
  };
  const put = (body: unknown, mandator = 'rb') =>
    request(t.app)
      .put(path(mandator))
      .auth(token, { type: 'bearer' })
      .send(body as object);

  it('is not completed at first, completed once set (per brand), and can be reset', async () => {
    expect(await get()).toBe(false);
    expect((await put({ isOnboardingCompleted: true }).expect(200)).body).toEqual({
      isOnboardingCompleted: true,
    });
    expect((await put({ isOnboardingCompleted: true }).expect(200)).body).toEqual({
      isOnboardingCompleted: true,
    });
    expect(await get()).toBe(true);
    expect(await get('la')).toBe(false);
    await put({ isOnboardingCompleted: false }).expect(200);
    expect(await get()).toBe(false);
  });

  it('refuses a body that is not the contract with 400 and a code', async () => {
    for (const body of [{}, { isOnboardingCompleted: 'true' }, [true]]) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_onboarding_status' });
    }
  });
});
