import type { Server } from 'node:http';
import { rotateSigningKey } from '@news/identity-service/createSigningKeyStore';
import request from 'supertest';
import type { Gateway } from '../createGateway';
import { startTestGateway } from '../startTestGateway';

describe('a signing key rotation through the gateway', () => {
  let gateway: Gateway;
  let server: Server;
  let origin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ gateway, server, origin, close } = await startTestGateway());
  });
  afterAll(async () => {
    jest.useRealTimers();
    await close();
  });

  const kidOf = (cookie: string) =>
    JSON.parse(Buffer.from(/news_id=([^.;]+)/.exec(cookie)?.[1] ?? '', 'base64url').toString()).kid as string;
  const login = async () => {
    const res = await request(server)
      .post('/api/auth/login')
      .set('origin', origin)
      .send({ identifier: 'leser@example.com', password: 'Demo-Passwort-2026' });
    expect(res.status).toBe(200);
    return ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .filter((c) => !/^[^=]+=;/.test(c))
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const loggedIn = async (cookie: string) =>
    (await request(server).get('/api/validate').set('cookie', cookie)).body.isLoggedIn as boolean;
  const publishedKids = async () =>
    ((await request(server).get('/api/fa-public-key').expect(200)).body.keys as { kid: string }[]).map(
      (k) => k.kid,
    );
  /** Moves the clock (Date only; timers stay real) as if that many seconds had passed since the rotation. */
  const secondsLater = (rotatedAt: number, seconds: number) =>
    jest.useFakeTimers({
      now: rotatedAt + seconds * 1000,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });

  it('publishes the new key ahead, then verifies old and new tokens alike, never answering 500', async () => {
    const before = await login();
    const oldKid = kidOf(before);
    // What `npm run rotate-keys` does.
    const rotatedAt = Date.now();
    const { kid: newKid } = await rotateSigningKey(gateway.db, undefined, { publishAheadSeconds: 300 });

    secondsLater(rotatedAt, 61);
    expect(await publishedKids()).toEqual(expect.arrayContaining([oldKid, newKid]));
    const during = await login();
    expect(kidOf(during)).toBe(oldKid);

    secondsLater(rotatedAt, 301);
    const after = await login();
    expect(kidOf(after)).toBe(newKid);
    for (const cookie of [before, during, after]) expect(await loggedIn(cookie)).toBe(true);
    const me = await request(server).get('/cms/users/me').set('cookie', after);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('leser@example.com');
  });
});
