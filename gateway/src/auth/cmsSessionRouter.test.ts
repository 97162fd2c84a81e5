import type { Server } from 'node:http';
import request from 'supertest';
import { DEMO_PASSWORD, startTestGateway } from '../startTestGateway';

/** Cookie-authenticated /cms calls that renew the session: tokens into the cookies, never into the JSON. */
let server: Server;
let origin: string;
let close: () => Promise<void>;
let login: (email: string) => Promise<{ cookie: string; ssoId: string }>;

beforeAll(async () => {
  ({ server, origin, close, login } = await startTestGateway({
    // password checks (scrypt at the production cost) on a shared, busy test machine
    env: { IDENTITY_TIMEOUT_MS: '60000' },
  }));
}, 120_000);
afterAll(async () => {
  await close();
});

const newCookies = (res: request.Response): string =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .filter((c) => !/^[^=]+=;/.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

const expectNoToken = (res: request.Response) => {
  expect(Object.keys(res.body as object)).not.toEqual(expect.arrayContaining(['jwt']));
  expect(JSON.stringify(res.body)).not.toMatch(/jwt|refreshToken|eyJ/);
};

it('PATCH /cms/users/me with the session cookies answers the user, the new tokens go into httpOnly cookies', async () => {
  const { cookie } = await login('leser@example.com');
  const res = await request(server)
    .patch('/cms/users/me')
    .set('origin', origin)
    .set('cookie', cookie)
    .send({ firstName: 'Lea' });
  expect(res.status).toBe(200);
  expectNoToken(res);
  expect(res.body).toMatchObject({ user: { email: 'leser@example.com', firstName: 'Lea' } });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  expect(setCookie.find((c) => c.startsWith('news_id=eyJ'))).toMatch(/HttpOnly/);
  const state = await request(server).get('/api/validate').set('cookie', newCookies(res));
  expect(state.body).toMatchObject({ isLoggedIn: true, user: { firstName: 'Lea' } });
}, 120_000);

it('POST /cms/auth/change-password with the session cookies answers no token, and the new cookies carry on', async () => {
  const { cookie } = await login('epaper@example.com');
  const res = await request(server)
    .post('/cms/auth/change-password')
    .set('origin', origin)
    .set('cookie', cookie)
    .send({
      currentPassword: DEMO_PASSWORD,
      password: 'Neues-Passwort-1',
      passwordConfirmation: 'Neues-Passwort-1',
    });
  expect(res.status).toBe(200);
  expectNoToken(res);
  const state = await request(server).get('/api/validate').set('cookie', newCookies(res));
  expect(state.body).toMatchObject({ isLoggedIn: true, user: { email: 'epaper@example.com' } });
}, 120_000);

it('refuses these calls from a foreign origin and passes the identity service refusal on', async () => {
  const { cookie } = await login('pur@example.com');
  const foreign = await request(server)
    .patch('/cms/users/me')
    .set('origin', 'http://evil.example')
    .set('cookie', cookie)
    .send({ firstName: 'X' });
  expect(foreign.status).toBe(403);
  const wrong = await request(server)
    .post('/cms/auth/change-password')
    .set('origin', origin)
    .set('cookie', cookie)
    .send({
      currentPassword: 'falsch',
      password: 'Neues-Passwort-1',
      passwordConfirmation: 'Neues-Passwort-1',
    });
  expect(wrong.status).toBe(400);
  expectNoToken(wrong);
}, 120_000);

it('GET /cms/users/me names the reader by ssoId, without the internal numeric id', async () => {
  const { cookie, ssoId } = await login('plus@example.com');
  const res = await request(server).get('/cms/users/me').set('cookie', cookie);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ ssoId, email: 'plus@example.com' });
  expect(res.body).not.toHaveProperty('id');
}, 120_000);
