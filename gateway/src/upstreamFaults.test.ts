/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { apiErrorSchema } from '@news/contracts/apiError';
import { startTestGateway } from './startTestGateway';

/**
 * Every proxied upstream stopped or slowed while the site serves (issue 11, "Faults"): a call answers a German 503
 * with Retry-After within a generous bound (the upstream timeouts are 1 s here; the bound only tells a timeout from
 * a hang), and after five failures in a row the gateway stops asking the dead upstream until its cooldown is over,
 * then finds it back. upstreamBreaker.test.ts follows one upstream through the breaker's states in detail; cached
 * pages (stale-if-error) and the paywall failing closed are in documentHandler.test.ts and e2e/paywall-down.spec.ts.
 * The identity service's password checks may take longer (IDENTITY_TIMEOUT_MS, 60 s here, far beyond the bound):
 * every other identity call, proxied or made by the gateway itself, must give up after the general timeout.
 */
type Mode = 'up' | 'stopped' | 'slowed';
type Fake = { server: Server; mode: Mode; calls: number; paths: string[]; hanging: Set<ServerResponse> };

const upstreams = [
  { name: 'content', env: 'CONTENT_URL', path: '/content/v5/fault-probe' },
  { name: 'identity', env: 'IDENTITY_URL', path: '/cms/fault-probe' },
  { name: 'users', env: 'USERS_URL', path: '/user-api/fault-probe' },
  { name: 'payments', env: 'PAYMENTS_URL', path: '/payments/fault-probe' },
  { name: 'paywall', env: 'PAYWALL_URL', path: '/paywall/fault-probe' },
] as const;
const COOLDOWN_MS = 400;
const ANSWER_BOUND_MS = 1500;
const UPSTREAM_TIMEOUT_MS = 1000;
const PASSWORD_CHECK_TIMEOUT_MS = 60_000;

const fakes = new Map<string, Fake>();
let site: Awaited<ReturnType<typeof startTestGateway>>;

async function startFake(): Promise<Fake> {
  const fake: Fake = { server: createServer(), mode: 'up', calls: 0, paths: [], hanging: new Set() };
  fake.server.on('request', (req, res) => {
    fake.calls += 1;
    fake.paths.push(`${req.method} ${req.url}`);
    if (fake.mode === 'stopped') req.socket.destroy();
    else if (fake.mode === 'slowed') fake.hanging.add(res);
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  return fake;
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    IDENTITY_TIMEOUT_MS: String(PASSWORD_CHECK_TIMEOUT_MS),
    UPSTREAM_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
  };
  for (const upstream of upstreams) {
    const fake = await startFake();
    fakes.set(upstream.name, fake);
    env[upstream.env] = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  }
  site = await startTestGateway({ env });
});

afterAll(async () => {
  await site.close();
  for (const fake of fakes.values()) {
    for (const res of fake.hanging) res.destroy();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  }
});

/** A GET through the gateway, cut off at the bound: a call that hangs fails the test. */
const call = (path: string) => request(site.server).get(path).timeout(ANSWER_BOUND_MS);

function expectGermanUnavailable(res: request.Response) {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('30');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(apiErrorSchema.parse(res.body)).toMatchObject({
    code: 'upstream_unavailable',
    message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
  });
}

describe.each(upstreams)('the $name service', ({ name, path }) => {
  const fake = () => fakes.get(name)!;

  it('answers through the gateway while it is up', async () => {
    fake().mode = 'up';
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('slowed: a German 503 with Retry-After within the bound, not a hang', async () => {
    fake().mode = 'slowed';
    expectGermanUnavailable(await call(path));
    fake().mode = 'up';
    // one failure does not open the circuit: the next call reaches it
    expect((await call(path)).status).toBe(200);
  });

  it('stopped: the breaker stops asking it after five failures and finds it back after the cooldown', async () => {
    fake().mode = 'stopped';
    const before = fake().calls;
    for (let i = 0; i < 8; i++) expectGermanUnavailable(await call(path));
    expect(fake().calls - before).toBe(5);

    fake().mode = 'up';
    expectGermanUnavailable(await call(path));
    expect(fake().calls - before).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 50));
    expect((await call(path)).status).toBe(200);
    expect((await call(path)).status).toBe(200);
    expect(fake().calls - before).toBe(7);
  });

  it('the other upstreams and the site keep serving meanwhile', async () => {
    fake().mode = 'stopped';
    for (const other of upstreams.filter((u) => u.name !== name)) {
      fakes.get(other.name)!.mode = 'up';
      expect((await call(other.path)).status).toBe(200);
    }
    expect((await call('/healthz')).status).toBe(200);
    fake().mode = 'up';
  });
});

describe('the identity service slowed: only password checks wait IDENTITY_TIMEOUT_MS', () => {
  const identity = () => fakes.get('identity')!;
  let timeouts: jest.SpyInstance<AbortSignal, [number]>;

  beforeEach(() => {
    timeouts = jest.spyOn(AbortSignal, 'timeout');
  });
  afterEach(async () => {
    timeouts.mockRestore();
    // one success closes the circuit again for the next test
    identity().mode = 'up';
    expect((await call('/cms/fault-probe')).status).toBe(200);
  });

  it('the identity keys (/api/fa-public-key): the German 503 with Retry-After after the general timeout', async () => {
    identity().mode = 'slowed';
    expectGermanUnavailable(await call('/api/fa-public-key'));
    expect(timeouts).toHaveBeenCalledWith(UPSTREAM_TIMEOUT_MS);
    expect(timeouts).not.toHaveBeenCalledWith(PASSWORD_CHECK_TIMEOUT_MS);
  });

  it('a validation that must refresh the session answers within the bound: the reader goes on anonymously', async () => {
    identity().mode = 'slowed';
    const before = identity().paths.length;
    const res = await call('/api/validate').set('cookie', 'news_refresh=a-refresh-token');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isLoggedIn: false });
    // the session is not ended because the identity service was slow: its cookies stay
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(identity().paths.slice(before)).toEqual(['POST /cms/auth/refresh']);
    expect(timeouts).toHaveBeenCalledWith(UPSTREAM_TIMEOUT_MS);
    expect(timeouts).not.toHaveBeenCalledWith(PASSWORD_CHECK_TIMEOUT_MS);
  });

  it('a mail request (forgot password): the 503 with Retry-After after the general timeout', async () => {
    identity().mode = 'slowed';
    const res = await request(site.server)
      .post('/api/auth/forgot-password')
      .set('origin', site.origin)
      .send({ email: 'leser@example.org' })
      .timeout(ANSWER_BOUND_MS);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(apiErrorSchema.parse(res.body).code).toBe('upstream_unavailable');
    expect(timeouts).not.toHaveBeenCalledWith(PASSWORD_CHECK_TIMEOUT_MS);
  });

  it('a sign-in is a password check: it is given IDENTITY_TIMEOUT_MS, and a stopped service still answers the 503', async () => {
    identity().mode = 'stopped';
    const res = await request(site.server)
      .post('/api/auth/login')
      .set('origin', site.origin)
      .send({ identifier: 'leser@example.org', password: 'falsch' })
      .timeout(ANSWER_BOUND_MS);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(timeouts).toHaveBeenCalledWith(PASSWORD_CHECK_TIMEOUT_MS);
  });
});
