/** @jest-environment node */
import request from 'supertest';
import { ScryptPoolBusyError } from './createScryptPool';
import { createTestIdentityApp } from './createTestIdentityApp';
import { ensurePasswordCheckCapacity } from './hashPassword';

// every password check finds the hashing pool's queue full
jest.mock('./hashPassword', () => ({
  ...jest.requireActual<typeof import('./hashPassword')>('./hashPassword'),
  ensurePasswordCheckCapacity: jest.fn(() => {
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

  it('answers before it reads the body or counts the attempt: a flood costs no account lookup', async () => {
    const malformed = await request(t.app).post('/cms/auth/local').send({ identifier: 42 });
    expect(malformed.status).toBe(503);
    // 30 refused attempts from one address did not use up its login limit
    for (let i = 0; i < 30; i++) {
      await request(t.app)
        .post('/cms/auth/local')
        .send({ identifier: 'leser@example.com', password: 'falsch-1' });
    }
    jest.mocked(ensurePasswordCheckCapacity).mockImplementation(() => undefined);
    const res = await request(t.app)
      .post('/cms/auth/local')
      .send({ identifier: 'leser@example.com', password: 'falsches-Passwort' });
    expect(res.status).toBe(400);
  });
});
