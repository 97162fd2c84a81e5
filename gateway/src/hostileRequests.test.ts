import { connect } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestGateway } from './startTestGateway';

/** One raw HTTP/1.1 request, written byte for byte (no client library cleans the Host header up first). */
function rawRequest(server: Server, head: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

describe('hostile requests against a listening gateway (no trusted proxy)', () => {
  let server: Server;
  let close: () => Promise<void>;
  let origin: string;
  beforeAll(async () => {
    ({ server, close, origin } = await startTestGateway({ env: { TRUSTED_PROXIES: '' } }));
  }, 120_000);
  afterAll(async () => {
    await close();
  });

  it.each([
    ['a quote', 'local"host'],
    ['an angle bracket', 'local<host'],
    ['a space', 'local host'],
    ['a pipe', 'local|host'],
    ['a percent escape', 'local%zzhost'],
    ['nothing', ''],
  ])('answers a Host header with %s 400 and keeps serving', async (_name, host) => {
    for (const path of ['/', '/robots.txt', '/api/settings', '/12345']) {
      const answer = await rawRequest(server, `GET ${path} HTTP/1.1\r\nHost: ${host}`);
      expect([path, statusOf(answer)]).toEqual([path, 400]);
    }
    const health = await request(server).get('/healthz');
    expect(health.status).toBe(200);
  });

  it('a request without a Host header is refused, and the site keeps serving', async () => {
    expect(statusOf(await rawRequest(server, 'GET / HTTP/1.0'))).toBe(400);
    expect((await request(server).get('/healthz')).status).toBe(200);
  });

  it('takes neither brand nor origin from X-Forwarded-* or x-mandator of a client', async () => {
    for (const headers of [
      { 'x-mandator': 'la' },
      { 'x-forwarded-host': 'la.localhost' },
      { 'x-forwarded-proto': '1' },
      { 'x-forwarded-proto': 'javascript:alert(1)//' },
      { 'x-forwarded-host': 'evil.example' },
    ]) {
      const res = await request(server).get('/robots.txt').set(headers);
      expect([headers, res.status]).toEqual([headers, 200]);
      expect(res.text).toContain(`Sitemap: http://localhost:${new URL(origin).port}/sitemap.xml`);
      expect(res.text).not.toMatch(/evil|javascript|la\.localhost/);
    }
  });
});

describe('a trusted proxy (TRUSTED_PROXIES)', () => {
  let server: Server;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await startTestGateway({ env: { TRUSTED_PROXIES: '127.0.0.1' } }));
  }, 120_000);
  afterAll(async () => {
    await close();
  });

  it('may name a configured brand host, but a malformed forwarded host or protocol is refused', async () => {
    const la = await request(server).get('/robots.txt').set('x-forwarded-host', 'la.localhost');
    expect(la.status).toBe(200);
    expect(la.text).toContain('Sitemap: http://la.localhost:');
    for (const headers of [{ 'x-forwarded-host': 'a"b' }, { 'x-forwarded-proto': '1' }]) {
      const res = await request(server).get('/').set(headers);
      expect([headers, res.status]).toEqual([headers, 400]);
    }
    expect((await request(server).get('/healthz')).status).toBe(200);
  });
});
