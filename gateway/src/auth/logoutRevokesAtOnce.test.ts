import type { Server } from 'node:http';
import request from 'supertest';
import { startTestGateway } from '../startTestGateway';

/** Logout through the gateway ends the identity token at once: the old cookie counts for nothing anywhere. */
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

const idCookieOf = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => c.startsWith('news_id='))
    .join('; ');

it('the old identity cookie gives isLoggedIn false, no user API and no /cms/users/me right after logout', async () => {
  const { cookie, ssoId } = await login('wallet@example.com');
  const oldId = idCookieOf(cookie);
  const bookmarks = `/user-api/mandators/rb/users/${ssoId}/bookmarks`;
  // before: the identity cookie alone is a session everywhere
  expect((await request(server).get('/api/validate').set('cookie', oldId)).body).toMatchObject({
    isLoggedIn: true,
  });
  expect((await request(server).get(bookmarks).set('cookie', oldId)).status).toBe(200);
  expect((await request(server).get('/cms/users/me').set('cookie', oldId)).status).toBe(200);

  const out = await request(server)
    .get('/api/mein/oauth2/logout')
    .set('origin', origin)
    .set('cookie', cookie);
  expect(out.status).toBe(200);

  expect((await request(server).get('/api/validate').set('cookie', oldId)).body).toMatchObject({
    isLoggedIn: false,
  });
  expect((await request(server).get(bookmarks).set('cookie', oldId)).status).toBe(401);
  expect(
    (
      await request(server)
        .get(bookmarks)
        .set('authorization', `Bearer ${oldId.slice(8)}`)
    ).status,
  ).toBe(401);
  expect((await request(server).get('/cms/users/me').set('cookie', oldId)).status).toBe(401);
}, 120_000);

it('a logout ends only that session: another login of the same reader stays valid', async () => {
  const first = await login('leser@example.com');
  const second = await login('leser@example.com');
  await request(server).get('/api/mein/oauth2/logout').set('origin', origin).set('cookie', first.cookie);
  expect(
    (await request(server).get('/api/validate').set('cookie', idCookieOf(second.cookie))).body,
  ).toMatchObject({ isLoggedIn: true, user: { email: 'leser@example.com' } });
}, 120_000);
