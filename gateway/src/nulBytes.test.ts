import type { Server } from 'node:http';
import request from 'supertest';
import { startTestGateway } from './startTestGateway';

/** NUL characters cannot be stored or searched in PostgreSQL text: every entry point answers 400, never 500. */
let server: Server;
let origin: string;
let close: () => Promise<void>;
let login: (email: string) => Promise<{ cookie: string; ssoId: string }>;

beforeAll(async () => {
  ({ server, origin, close, login } = await startTestGateway({ env: { IDENTITY_TIMEOUT_MS: '60000' } }));
}, 120_000);
afterAll(async () => {
  await close();
});

it('a NUL in the login identifier is a 400 ValidationError, on the app server and on /cms alike', async () => {
  for (const path of ['/api/auth/login', '/cms/auth/local']) {
    const res = await request(server)
      .post(path)
      .set('origin', origin)
      .send({ identifier: 'leser\u0000@example.com', password: 'Demo-Passwort-2026' });
    expect([path, res.status, res.body?.error?.name]).toEqual([path, 400, 'ValidationError']);
  }
}, 120_000);

it('a NUL in a search is a 400 with a code; the same search without it answers 200', async () => {
  for (const path of ['/content/v5/search?q=a%00b', '/content/v5/articles/search?searchTerms=a%00b']) {
    const res = await request(server).get(path);
    expect([path, res.status, res.body?.message]).toEqual([path, 400, 'invalid_characters']);
    const clean = await request(server).get(path.replace('%00', ''));
    expect([path, clean.status]).toEqual([path, 200]);
  }
});

it('a NUL in a region bookmark label or target is a 400 with a code; a clean one is stored', async () => {
  const { cookie, ssoId } = await login('leser@example.com');
  const path = `/user-api/mandators/rb/users/${ssoId}/region-bookmarks/7`;
  for (const body of [
    { label: 'Lahn\u0000tal', target: '/region/lahntal' },
    { label: 'Lahntal', target: '/region/\u0000lahntal' },
  ]) {
    const res = await request(server).post(path).set('origin', origin).set('cookie', cookie).send(body);
    expect([res.status, res.body?.code]).toEqual([400, 'invalid_region_bookmark']);
  }
  const ok = await request(server)
    .post(path)
    .set('origin', origin)
    .set('cookie', cookie)
    .send({ label: 'Lahntal', target: '/region/lahntal' });
  expect(ok.status).toBe(201);
}, 120_000);
