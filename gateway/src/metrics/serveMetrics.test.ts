import express from 'express';
import request from 'supertest';
import { apiErrorSchema } from '@news/contracts/apiError';
import { serveMetrics } from './serveMetrics';

function app(allow: string[], trustedProxies: string[] = []) {
  const server = express();
  server.set('trust proxy', trustedProxies.length > 0 ? trustedProxies : false);
  server.get('/metrics', serveMetrics(allow));
  return server;
}

describe('GET /metrics', () => {
  it('answers Prometheus text with the process metrics to an allowed address', async () => {
    const res = await request(app(['loopback'])).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(res.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.text).toContain('# TYPE gateway_http_requests_total counter');
    expect(res.text).toContain('gateway_page_cache_lookups_total{outcome="miss"}');
  });

  it('refuses an address outside the list with a German 403', async () => {
    const res = await request(app(['10.0.0.0/8'])).get('/metrics');
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body)).toEqual({
      status: 403,
      code: 'metrics_forbidden',
      message: expect.stringContaining('Messwerte'),
    });
    expect(res.text).not.toContain('process_resident_memory_bytes');
  });

  it('behind a trusted proxy on loopback, checks the client the proxy reports, not the proxy', async () => {
    const behindProxy = app(['loopback'], ['127.0.0.1']);
    const reader = await request(behindProxy).get('/metrics').set('x-forwarded-for', '203.0.113.9');
    expect(reader.status).toBe(403);
    const local = await request(behindProxy).get('/metrics');
    expect(local.status).toBe(200);
  });

  it('lets a client of an allowed range in through a trusted proxy', async () => {
    const res = await request(app(['10.0.0.0/8'], ['loopback']))
      .get('/metrics')
      .set('x-forwarded-for', '10.4.5.6');
    expect(res.status).toBe(200);
  });

  it('ignores a forwarded address from a client that is no trusted proxy', async () => {
    const res = await request(app(['10.0.0.0/8']))
      .get('/metrics')
      .set('x-forwarded-for', '10.4.5.6');
    expect(res.status).toBe(403);
  });
});
