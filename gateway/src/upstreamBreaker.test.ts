/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestGateway } from './startTestGateway';

/**
 * A proxied upstream that dies (issue 11, "Faults"): after five failures in a row the gateway stops asking it and
 * answers 503 with Retry-After at once; after the cooldown one trial call finds it back and the circuit closes.
 */
let upstream: Server;
let dead = true;
let calls = 0;
let site: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    calls += 1;
    if (dead) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [] }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  site = await startTestGateway({
    env: {
      PAYWALL_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      UPSTREAM_BREAKER_COOLDOWN_MS: '400',
    },
  });
});

afterAll(async () => {
  await site.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const jwks = () => request(site.server).get('/paywall/.well-known/jwks.json');

it('stops asking a dead upstream after five failures, and asks again once it is back', async () => {
  const before = calls;
  for (let i = 0; i < 12; i++) {
    const res = await jwks().expect(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toMatchObject({ status: 503, code: 'upstream_unavailable' });
  }
  // five tries reached it; the other seven were answered without one
  expect(calls - before).toBe(5);

  dead = false;
  // still open: nobody asks during the cooldown
  await jwks().expect(503);
  expect(calls - before).toBe(5);
  await new Promise((resolve) => setTimeout(resolve, 450));
  // the trial call finds it back; the circuit is closed again
  await jwks().expect(200);
  await jwks().expect(200);
  expect(calls - before).toBe(7);
});
