import type { Server } from 'node:http';
import request from 'supertest';
import { DEMO_PASSWORD, startTestGateway } from '../startTestGateway';

/** What the gateway accepts as a body for the sign-in calls: JSON of at most 16 KB, like the identity service. */
let server: Server;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, origin, close } = await startTestGateway({ env: { IDENTITY_TIMEOUT_MS: '60000' } }));
}, 120_000);
afterAll(async () => {
  await close();
});

it('answers a login that is not JSON 415, and the same login as JSON 200', async () => {
  const form = await request(server)
    .post('/api/auth/login')
    .set('origin', origin)
    .type('form')
    .send({ identifier: 'leser@example.com', password: DEMO_PASSWORD });
  expect([form.status, form.body]).toEqual([
    415,
    { status: 415, code: 'json_required', message: expect.stringContaining('JSON') },
  ]);
  const json = await request(server)
    .post('/api/auth/login')
    .set('origin', origin)
    .send({ identifier: 'leser@example.com', password: DEMO_PASSWORD });
  expect(json.status).toBe(200);
}, 120_000);

it('refuses a body over 16 KB with 413 on the app server and on /cms, before the identity service sees it', async () => {
  const big = { identifier: 'leser@example.com', password: 'x'.repeat(17 * 1024) };
  for (const path of ['/api/auth/login', '/cms/auth/local']) {
    const res = await request(server).post(path).set('origin', origin).send(big);
    expect([path, res.status]).toEqual([path, 413]);
  }
  const small = await request(server)
    .post('/cms/auth/local')
    .set('origin', origin)
    .send({ identifier: 'leser@example.com', password: 'x'.repeat(15 * 1024) });
  expect(small.status).toBe(400);
}, 120_000);
