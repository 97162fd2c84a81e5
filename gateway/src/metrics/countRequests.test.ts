import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { countRequests } from './countRequests';
import { gatewayMetrics } from './gatewayMetrics';
import { metricValue } from './testing/metricValue';

function app() {
  const server = express();
  server.use(countRequests());
  server.get('/api/settings', (_req, res) => {
    res.json({});
  });
  server.use('/user-api', (_req, res) => {
    res.status(503).json({ status: 503, code: 'upstream_unavailable', message: 'nicht erreichbar' });
  });
  server.get('/api/crash', (_req, res) => {
    res.status(500).json({});
  });
  server.get('/{*path}', (_req, res) => {
    res.status(404).send('nicht gefunden');
  });
  return server;
}

const requests = (labels: Record<string, string>) => metricValue(gatewayMetrics.httpRequests, labels);

describe('countRequests', () => {
  it('counts and times requests by route class, method and status', async () => {
    const before = await requests({ route_class: 'api', method: 'GET', status: '200' });
    const timed = (await gatewayMetrics.httpRequestDuration.get()).values.find(
      (v) => v.labels.route_class === 'api' && v.metricName === 'gateway_http_request_duration_seconds_count',
    );
    await request(app()).get('/api/settings').expect(200);
    expect(await requests({ route_class: 'api', method: 'GET', status: '200' })).toBe(before + 1);
    const timedAfter = (await gatewayMetrics.httpRequestDuration.get()).values.find(
      (v) => v.labels.route_class === 'api' && v.metricName === 'gateway_http_request_duration_seconds_count',
    );
    expect(timedAfter?.value).toBe((timed?.value ?? 0) + 1);
  });

  it('labels a document by its class, never by its path', async () => {
    const before = await requests({ route_class: 'document', status: '404' });
    await request(app()).get('/lokales/ein-ganz-bestimmter-artikel-4711').expect(404);
    expect(await requests({ route_class: 'document', status: '404' })).toBe(before + 1);
    const text = await gatewayMetrics.registry.metrics();
    expect(text).not.toContain('ein-ganz-bestimmter-artikel-4711');
  });

  it("counts an upstream's 5xx as an error of that upstream, and the gateway's own 5xx not", async () => {
    const before = await metricValue(gatewayMetrics.upstreamErrors, { upstream: 'users', reason: 'status' });
    const all = async () =>
      (await gatewayMetrics.upstreamErrors.get()).values.reduce((sum, v) => sum + v.value, 0);
    await request(app()).get('/user-api/mandators/rb/users/1/bookmarks').expect(503);
    expect(await metricValue(gatewayMetrics.upstreamErrors, { upstream: 'users', reason: 'status' })).toBe(
      before + 1,
    );
    const total = await all();
    await request(app()).get('/api/crash').expect(500);
    expect(await all()).toBe(total);
  });

  it('counts a request the client left before its answer as aborted', async () => {
    const server = express();
    server.use(countRequests());
    let arrived: () => void = () => undefined;
    let closed: () => void = () => undefined;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    // countRequests listens first, so it has counted when this listener runs
    const closing = new Promise<void>((resolve) => (closed = resolve));
    server.get('/api/slow', (_req, res) => {
      res.on('close', closed);
      arrived();
    });
    const http = createServer(server);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const before = await requests({ route_class: 'api', status: 'aborted' });
    const controller = new AbortController();
    const call = fetch(`http://127.0.0.1:${(http.address() as AddressInfo).port}/api/slow`, {
      signal: controller.signal,
    }).catch(() => undefined);
    await arrival;
    controller.abort();
    await Promise.all([call, closing]);
    expect(await requests({ route_class: 'api', status: 'aborted' })).toBe(before + 1);
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
});
