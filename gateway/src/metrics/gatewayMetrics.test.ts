import type { Server } from 'node:http';
import request from 'supertest';
import { apiErrorSchema } from '@news/contracts/apiError';
import { startTestGateway } from '../startTestGateway';
import { gatewayMetrics } from './gatewayMetrics';
import { metricValue } from './testing/metricValue';

let server: Server;
let close: () => Promise<void>;

beforeAll(async () => {
  // the users service "runs on its own" at an address where nothing answers
  ({ server, close } = await startTestGateway({ env: { USERS_URL: 'http://127.0.0.1:9' } }));
});

afterAll(async () => {
  await close();
});

describe('the gateway metrics', () => {
  it('are served at /metrics to loopback, with the requests the gateway answered by route class', async () => {
    await request(server).get('/healthz').expect(200);
    await request(server).get('/api/settings').expect(200);
    await request(server).get('/api/kein-solcher-aufruf-0815').expect(404);
    const res = await request(server).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      /^gateway_http_requests_total\{route_class="api",method="GET",status="200"\} 1$/m,
    );
    expect(res.text).toMatch(
      /^gateway_http_requests_total\{route_class="api",method="GET",status="404"\} 1$/m,
    );
    expect(res.text).toMatch(
      /^gateway_http_requests_total\{route_class="health",method="GET",status="200"\} 1$/m,
    );
    expect(res.text).toMatch(/^gateway_http_request_duration_seconds_count\{route_class="api"\} 2$/m);
    expect(res.text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(res.text).toContain('gateway_page_cache_lookups_total{outcome="hit"}');
    expect(res.text).not.toContain('kein-solcher-aufruf-0815');
  });

  it('count an upstream the gateway cannot reach as that upstream’s error', async () => {
    const before = await metricValue(gatewayMetrics.upstreamErrors, { upstream: 'users', reason: 'status' });
    const res = await request(server).get('/user-api/mandators/rb/users/1/bookmarks');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('upstream_unavailable');
    expect(await metricValue(gatewayMetrics.upstreamErrors, { upstream: 'users', reason: 'status' })).toBe(
      before + 1,
    );
  });

  it('are refused to a reader behind the trusted proxy, although the proxy itself is on loopback', async () => {
    const res = await request(server).get('/metrics').set('x-forwarded-for', '203.0.113.50');
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).code).toBe('metrics_forbidden');
  });
});
