/** @jest-environment node */
import request from 'supertest';
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore';
import { createTestIdentityApp } from './createTestIdentityApp';
import { enforceRateLimit } from './enforceRateLimit';
import { IdentityHttpError } from './IdentityHttpError';
import { registerConfirmed } from './testing/registerConfirmed';

type TestApp = Awaited<ReturnType<typeof createTestIdentityApp>>;
const PASSWORD = 'Richtiges-Passwort-1';

describe('enforceRateLimit', () => {
  it('lets the limit through and then throws 429 RateLimitError with Retry-After', async () => {
    const store = createMemoryRateLimitStore();
    const rule = { limit: 2, windowMs: 60_000 };
    await enforceRateLimit(store, 'k', rule);
    await enforceRateLimit(store, 'k', rule);
    const err = await enforceRateLimit(store, 'k', rule).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IdentityHttpError);
    expect(err).toMatchObject({ status: 429, errorName: 'RateLimitError', headers: { 'retry-after': '60' } });
    await enforceRateLimit(store, 'other', rule);
  });
});

describe('rate limits of the auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestIdentityApp();
    await registerConfirmed(
      t.app,
      () => t.readOutbox(),
      { firstName: 'Opfer', lastName: 'Leser', email: 'ziel@example.org', password: PASSWORD },
      '198.51.100.1',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (ip: string, identifier: string, password: string) =>
    request(t.app).post('/cms/auth/local').set('x-client-ip', ip).send({ identifier, password });

  it('blocks a login flood from one IP while the owner still logs in from another IP', async () => {
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i++) await login(attacker, 'ziel@example.org', `geraten-${i}`).expect(400);
    const blocked = await login(attacker, 'ziel@example.org', 'geraten-6');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
    expect(blocked.body.error.message).toBe('Zu viele Versuche. Bitte versuchen Sie es später noch einmal.');
    // Even the right password is not checked for the blocked IP …
    await login(attacker, 'ziel@example.org', PASSWORD).expect(429);
    // … but the reader is not locked out.
    await login('198.51.100.7', 'ziel@example.org', PASSWORD).expect(200);
  });

  it('clears the per-account counter after a successful login', async () => {
    const ip = '198.51.100.20';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await login(ip, 'ziel@example.org', 'falsch-falsch').expect(400);
      await login(ip, 'ziel@example.org', PASSWORD).expect(200);
    }
  });

  it('limits failed login attempts per IP across e-mail addresses (20 per 10 minutes)', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i++) await login(ip, `person${i}@example.org`, 'falsch-falsch').expect(400);
    const res = await login(ip, 'ziel@example.org', PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('does not count successful logins against the address (a busy office behind one IP)', async () => {
    const office = '198.51.100.50';
    for (let i = 0; i < 25; i++) await login(office, 'ziel@example.org', PASSWORD).expect(200);
    for (let i = 0; i < 19; i++) await login(office, `kollege${i}@example.org`, 'falsch-falsch').expect(400);
    await login(office, 'ziel@example.org', PASSWORD).expect(200);
  });

  const forgot = (ip: string, email: string) =>
    request(t.app).post('/cms/auth/forgot-password').set('x-client-ip', ip).send({ email });
  const resetMailsTo = async (to: string) =>
    (await t.readOutbox()).filter((m) => m.to === to && m.subject === 'Passwort zurücksetzen');

  it('limits password resets and registrations per IP', async () => {
    const ip = '203.0.113.88';
    for (let i = 0; i < 10; i++) await forgot(ip, `vergessen${i}@example.org`).expect(200);
    await forgot(ip, 'vergessen-x@example.org').expect(429);

    const regIp = '203.0.113.99';
    for (let i = 0; i < 10; i++) {
      await request(t.app)
        .post('/cms/auth/local/register')
        .set('x-client-ip', regIp)
        .send({ firstName: 'A', lastName: 'B', email: `neu${i}@example.org`, password: PASSWORD })
        .expect(200);
    }
    await request(t.app)
      .post('/cms/auth/local/register')
      .set('x-client-ip', regIp)
      .send({ firstName: 'A', lastName: 'B', email: 'neu-x@example.org', password: PASSWORD })
      .expect(429);
  });

  it('drops mails to one address from one IP over 3 silently (200), and six other IPs never lock the owner out', async () => {
    for (let i = 0; i < 3; i++) await forgot('192.0.2.200', 'ziel@example.org').expect(200, { ok: true });
    const sameIp = await forgot('192.0.2.200', 'ziel@example.org');
    expect([sameIp.status, sameIp.body]).toEqual([200, { ok: true }]);
    expect(await resetMailsTo('ziel@example.org')).toHaveLength(3);

    for (let i = 1; i <= 6; i++) await forgot(`192.0.2.${200 + i}`, 'ziel@example.org').expect(200);
    // the owner, from home, still gets the reset mail
    await forgot('198.51.100.7', 'ziel@example.org').expect(200, { ok: true });
    expect(await resetMailsTo('ziel@example.org')).toHaveLength(10);
    // Another address is not affected, nor is signing in.
    await forgot('192.0.2.200', 'niemand@example.org').expect(200);
    await login('192.0.2.200', 'ziel@example.org', PASSWORD).expect(200);
  });

  it('limits registration attempts per address from any IP (5 per hour)', async () => {
    const register = (ip: string) =>
      request(t.app)
        .post('/cms/auth/local/register')
        .set('x-client-ip', ip)
        .send({ firstName: 'A', lastName: 'B', email: 'doppelt@example.org', password: PASSWORD });
    // a taken address answers like a new one (no enumeration); the count is per address all the same
    for (let i = 0; i < 5; i++) await register(`192.0.2.${30 + i}`).expect(200, { ok: true });
    const res = await register('192.0.2.40');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('login timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A measurable scrypt cost (2^15) so that skipped hash work would show.
    t = await createTestIdentityApp({
      config: { scryptLogN: 15 },
    });
    await request(t.app)
      .post('/cms/auth/local/register')
      .send({ firstName: 'Zeit', lastName: 'Messung', email: 'zeit@example.org', password: PASSWORD })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('spends the hash work on unknown e-mails too', async () => {
    const time = async (identifier: string, ip: string) => {
      const start = process.hrtime.bigint();
      await request(t.app)
        .post('/cms/auth/local')
        .set('x-client-ip', ip)
        .send({ identifier, password: 'falsch-falsch' })
        .expect(400);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('zeit@example.org', `192.0.2.${i + 1}`));
      unknown.push(await time(`nie${i}@example.org`, `192.0.2.${i + 11}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
    expect(median(known)).toBeGreaterThan(10);
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
