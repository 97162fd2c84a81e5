import type { Server } from 'node:http';
import request from 'supertest';
import { ScryptPoolBusyError } from '@news/identity-service/createScryptPool';
import { ensurePasswordCheckCapacity } from '@news/identity-service/hashPassword';
import { startTestGateway } from '../startTestGateway';
import { BUSY_WINDOW_MS } from './createBusyWindow';

// the identity service finds every password check taken until the test frees one
jest.mock('@news/identity-service/hashPassword', () => ({
  ...jest.requireActual<typeof import('@news/identity-service/hashPassword')>(
    '@news/identity-service/hashPassword',
  ),
  ensurePasswordCheckCapacity: jest.fn(() => {
    throw new ScryptPoolBusyError('queue full');
  }),
}));

let server: Server;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, origin, close } = await startTestGateway());
});

afterAll(async () => {
  await close();
});

const login = (ip: string) =>
  request(server)
    .post('/api/auth/login')
    .set('origin', origin)
    .set('x-forwarded-for', ip)
    .send({ identifier: 'leser@example.com', password: 'falsches-Passwort-1' });

describe('logins while the identity service has no password check free', () => {
  it('answers further attempts in the gateway for a moment, without asking the identity service', async () => {
    const checks = jest.mocked(ensurePasswordCheckCapacity);
    const first = await login('10.1.0.1');
    expect(first.status).toBe(503);
    expect(first.headers['retry-after']).toBe('2');
    expect(first.body.error.message).toContain('ausgelastet');
    const asked = checks.mock.calls.length;

    // within the window: the same German answer when the window closes, and the identity service never saw
    // these attempts
    const during = await Promise.all(['10.1.0.2', '10.1.0.3', '10.1.0.4'].map((ip) => login(ip)));
    for (const again of during) {
      expect(again.status).toBe(503);
      expect(again.headers['retry-after']).toBe('2');
      expect(again.body).toEqual(first.body);
    }
    expect(checks.mock.calls.length).toBe(asked);

    // a password check is free again and the window has passed: the attempt is checked as usual
    checks.mockImplementation(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, BUSY_WINDOW_MS + 20));
    const later = await login('10.1.0.5');
    expect(later.status).toBe(400);
    expect(checks.mock.calls.length).toBe(asked + 1);
  });
});
