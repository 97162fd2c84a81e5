/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestGateway } from './startTestGateway';

/** Upstreams that accept connections and never answer, like a service stopped with SIGSTOP. */
let frozen: Server;
let frozenUrl: string;
const hanging = new Set<ServerResponse>();
let site: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  frozen = createServer((_req, res) => void hanging.add(res));
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  frozenUrl = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`;
  site = await startTestGateway({
    env: {
      CONTENT_URL: frozenUrl,
      IDENTITY_URL: frozenUrl,
      UPSTREAM_TIMEOUT_MS: '200',
      IDENTITY_TIMEOUT_MS: '300',
    },
  });
});

afterAll(async () => {
  await site.close();
  for (const res of hanging) res.destroy();
  frozen.closeAllConnections();
  await new Promise((resolve) => frozen.close(resolve));
});

describe('frozen upstreams', () => {
  it('answers a proxied content call with 503 upstream_unavailable and Retry-After', async () => {
    const res = await request(site.server).get('/content/v5/home');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toMatchObject({ status: 503, code: 'upstream_unavailable' });
  });

  it('answers a login with 503 upstream_unavailable and a German message, not 500', async () => {
    const res = await request(site.server)
      .post('/api/auth/login')
      .set('origin', site.origin)
      .send({ identifier: 'leser@example.com', password: 'Demo-Passwort-2026' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, code: 'upstream_unavailable' });
    expect(res.body.message).toContain('nicht erreichbar');
  });
});
