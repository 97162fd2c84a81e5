/** @jest-environment node */
import request from 'supertest';
import { ScryptPoolBusyError } from './createScryptPool';
import { createTestIdentityApp } from './createTestIdentityApp';

// every password check finds the hashing pool's queue full
jest.mock('./hashPassword', () => ({
  ...jest.requireActual<typeof import('./hashPassword')>('./hashPassword'),
  verifyPassword: jest.fn(async () => {
    throw new ScryptPoolBusyError('queue full');
  }),
}));

describe('identity service while every password check is taken', () => {
  let t: Awaited<ReturnType<typeof createTestIdentityApp>>;
  beforeAll(async () => {
    t = await createTestIdentityApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a login with 503 ServiceUnavailableError, Retry-After and a German message', async () => {
    const res = await request(t.app)
      .post('/cms/auth/local')
      .send({ identifier: 'leser@example.com', password: 'irgendein-Passwort' });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body.error).toMatchObject({ status: 503, name: 'ServiceUnavailableError' });
    expect(res.body.error.message).toContain('ausgelastet');
  });
});
