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
 */
type Mode = 'up' | 'stopped' | 'slowed';
type Fake = { server: Server; mode: Mode; calls: number; hanging: Set<ServerResponse> };

const upstreams = [
  { name: 'content', env: 'CONTENT_URL', path: '/content/v5/fault-probe' },
  { name: 'identity', env: 'IDENTITY_URL', path: '/cms/fault-probe' },
  { name: 'users', env: 'USERS_URL', path: '/user-api/fault-probe' },
  { name: 'payments', env: 'PAYMENTS_URL', path: '/payments/fault-probe' },
  { name: 'paywall', env: 'PAYWALL_URL', path: '/paywall/fault-probe' },
] as const;
const COOLDOWN_MS = 400;
const ANSWER_BOUND_MS = 1500;

const fakes = new Map<string, Fake>();
let site: Awaited<ReturnType<typeof startTestGateway>>;

async function startFake(): Promise<Fake> {
  const fake: Fake = { server: createServer(), mode: 'up', calls: 0, hanging: new Set() };
  fake.server.on('request', (req, res) => {
    fake.calls += 1;
    if (fake.mode === 'stopped') req.socket.destroy();
    else if (fake.mode === 'slowed') fake.hanging.add(res);
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  return fake;
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    UPSTREAM_TIMEOUT_MS: '1000',
    IDENTITY_TIMEOUT_MS: '1000',
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
