import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createTestDb } from '@news/db/createTestDb';
import type { Db } from '@news/db/createDb';
import { createContentService } from '@news/content-service/createContentService';
import { homePageSchema } from '@news/contracts/content';
import { CONTENT_GRANT_HEADER } from '@news/contracts/paywallApi';
import { createGateway, type Gateway } from './createGateway';
import { readConfig } from './readConfig';
import { contentSecurityPolicy } from './securityHeaders';

const logger = pino({ level: 'silent' });
let dir: string;
let db: Db;
let gateway: Gateway;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-test-'));
  db = await createTestDb();
  const config = readConfig({
    PORT: '0',
    DATA_DIR: dir,
    MF_REGISTRY_PATH: path.join(dir, 'mf-registry.json'),
  });
  gateway = await createGateway(config, logger, { db });
});

afterAll(async () => {
  await gateway.close();
  await rm(dir, { recursive: true, force: true });
});

describe('gateway', () => {
  it('answers the liveness probe', async () => {
    const res = await request(gateway.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves the remote registry uncached and picks up a changed entry without restart', async () => {
    const first = await request(gateway.app).get('/mf-registry.json');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body['mf-portal'].entry).toBe('/remotes/mf-portal/mf-manifest.json');

    const changed = {
      ...first.body,
      'mf-portal': { entry: 'https://cdn.example.test/mf-portal/7/mf-manifest.json' },
    };
    await writeFile(path.join(dir, 'mf-registry.json'), JSON.stringify(changed));
    const second = await request(gateway.app).get('/mf-registry.json');
    expect(second.body['mf-portal'].entry).toBe('https://cdn.example.test/mf-portal/7/mf-manifest.json');
  });

  it('keeps the last good registry when the file is broken', async () => {
    const before = (await request(gateway.app).get('/mf-registry.json')).body;
    await writeFile(path.join(dir, 'mf-registry.json'), '{"mf-portal": {"entry": 42}}');
    const after = await request(gateway.app).get('/mf-registry.json');
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
  });

  it('mounts the content service in-process and tells it the brand from the host', async () => {
    const rb = await request(gateway.app).get('/content/v5/home').set('host', 'localhost');
    const la = await request(gateway.app).get('/content/v5/home').set('host', 'la.localhost');
    expect(rb.status).toBe(200);
    expect(la.status).toBe(200);
    const rbHome = homePageSchema.parse(rb.body);
    const laHome = homePageSchema.parse(la.body);
    expect(rbHome.title).not.toEqual(laHome.title);
  });

  it('never lets a reader unlock paid text by sending an entitlement or grant header itself', async () => {
    const home = homePageSchema.parse((await request(gateway.app).get('/content/v5/home')).body);
    const plus = home.sections.flatMap((s) => s.teasers).find((t) => t.contentRestriction === 'plus');
    expect(plus).toBeDefined();
    const res = await request(gateway.app)
      .get(`/content/v5/articles/${plus?.documentId}`)
      .set('x-entitlement', 'full')
      .set(CONTENT_GRANT_HEADER, 'full');
    expect(res.status).toBe(200);
    expect(res.body.isPaywalled).toBe(true);
    expect(res.body.contentItems).toEqual([]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(gateway.app).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('redirects /order/onepage-checkout to /order/checkout with a 301 that keeps the query string', async () => {
    const res = await request(gateway.app).get('/order/onepage-checkout?offer=plus-12&utm_source=newsletter');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/order/checkout?offer=plus-12&utm_source=newsletter');
    const plain = await request(gateway.app).get('/order/onepage-checkout');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('/order/checkout');
  });

  it('sets baseline security headers', async () => {
    const res = await request(gateway.app).get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  // last in this block: a drained gateway stays drained
  it('reports itself not ready once it drains, yet still answers requests in flight', async () => {
    gateway.drain();
    const ready = await request(gateway.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'draining' });
    const health = await request(gateway.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});

describe('gateway in proxied mode', () => {
  let upstreamDb: Db;
  let upstream: import('node:http').Server;
  let proxied: Gateway;
  let proxiedDir: string;
  /** What the upstream process received: only a proxied gateway can put anything here. */
  const received: { url: string; mandator: string | undefined }[] = [];

  beforeAll(async () => {
    upstreamDb = await createTestDb();
    const app = express();
    app.use((req, _res, next) => {
      received.push({ url: req.originalUrl, mandator: req.get('x-mandator') });
      next();
    });
    app.use('/content', await createContentService({ db: upstreamDb, seed: true }));
    upstream = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => upstream.once('listening', resolve));
    const { port } = upstream.address() as AddressInfo;
    proxiedDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-proxy-'));
    const config = readConfig({
      PORT: '0',
      DATA_DIR: proxiedDir,
      CONTENT_URL: `http://127.0.0.1:${port}`,
      MF_REGISTRY_PATH: path.join(proxiedDir, 'mf-registry.json'),
    });
    proxied = await createGateway(config, logger, { db: await createTestDb() });
  });

  afterAll(async () => {
    await proxied.close();
    await new Promise((resolve) => upstream.close(resolve));
    await upstreamDb.close();
    await rm(proxiedDir, { recursive: true, force: true });
  });

  it('proxies /content to CONTENT_URL with the same public paths and the brand header', async () => {
    received.length = 0;
    const res = await request(proxied.app).get('/content/v5/home').set('host', 'la.localhost');
    expect(res.status).toBe(200);
    expect(received).toEqual([{ url: '/content/v5/home', mandator: 'la' }]);
    const direct = await request(upstream).get('/content/v5/home').set('x-mandator', 'la');
    expect(res.body).toEqual(direct.body);
  });

  it('answers 503 when the proxied upstream is down', async () => {
    await new Promise((resolve) => upstream.close(resolve));
    const res = await request(proxied.app).get('/content/v5/home');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, code: 'upstream_unavailable' });
    upstream.listen(0, '127.0.0.1');
  });
});

describe('framing of the sign-in dialog', () => {
  let framed: Gateway;
  let framedDir: string;
  beforeAll(async () => {
    framedDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-frame-'));
    const config = readConfig({
      PORT: '0',
      DATA_DIR: framedDir,
      FRAME_ANCESTORS: 'https://partner.example.test',
      MF_REGISTRY_PATH: path.join(framedDir, 'mf-registry.json'),
    });
    framed = await createGateway(config, logger, { db: await createTestDb() });
  });
  afterAll(async () => {
    await framed.close();
    await rm(framedDir, { recursive: true, force: true });
  });

  it('lets only this site and the configured origins frame the dialog, and nobody else frame other pages', () => {
    const dialog = contentSecurityPolicy(
      [],
      readConfig({ FRAME_ANCESTORS: 'https://partner.example.test' }).frameAncestors,
    );
    expect(dialog).toContain("frame-ancestors 'self' https://partner.example.test");
    expect(contentSecurityPolicy([])).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy([])).not.toContain('partner');
  });

  it("allows frames from this site, the embed vendors and the brands' e-commerce widgets only", () => {
    expect(contentSecurityPolicy([])).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://platform.twitter.com https://www.instagram.com https://www.tiktok.com https://player.glomex.com http://shop.localhost:3000;",
    );
  });

  it('sends the dialog routes with the configured frame-ancestors', async () => {
    const dialog = await request(framed.app).get('/__mein-portal/dialog-flow/login');
    expect(dialog.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://partner.example.test",
    );
    const account = await request(framed.app).get('/account');
    expect(account.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    // the reader's lists in the dialog layout are framed like the dialog; the portal pages are not
    for (const path of ['/__mein-portal/bookmarks', '/__mein-portal/read-articles']) {
      const list = await request(framed.app).get(path);
      expect(list.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://partner.example.test",
      );
    }
    const bookmarks = await request(framed.app).get('/bookmarks');
    expect(bookmarks.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  });
});
