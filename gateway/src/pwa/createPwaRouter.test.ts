/** @jest-environment node */
import express from 'express';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { resolveMandator } from '../resolveMandator';
import { createPwaRouter } from './createPwaRouter';

function appWith(root: string) {
  const app = express();
  app.use(
    resolveMandator({
      defaultMandator: 'rb',
      brandOrigins: { rb: 'http://localhost:3000', la: 'http://la.localhost:3000' },
      internalToken: 'internal-secret',
    }),
  );
  app.use(createPwaRouter(root));
  return app;
}

describe('createPwaRouter', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pwa-'));
  });

  it('serves each brand its own manifest, chosen by the host map', async () => {
    const app = appWith(root);
    const rb = await request(app).get('/manifest.webmanifest').set('host', 'localhost:3000');
    const la = await request(app).get('/manifest.webmanifest').set('host', 'la.localhost:3000');
    expect(rb.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(rb.text)).toMatchObject({
      name: 'Rheinauer Bote',
      short_name: 'RB',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0a4b78',
    });
    expect(JSON.parse(la.text)).toMatchObject({ name: 'Lahntal-Anzeiger', theme_color: '#1d5c3a' });
    const sizes = JSON.parse(rb.text).icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('ignores a client header that names another brand', async () => {
    const res = await request(appWith(root))
      .get('/manifest.webmanifest')
      .set('host', 'localhost')
      .set('x-mandator', 'la');
    expect(JSON.parse(res.text).name).toBe('Rheinauer Bote');
  });

  it('renders every listed icon as a PNG of its size in the brand colour', async () => {
    const app = appWith(root);
    const manifest = JSON.parse(
      (await request(app).get('/manifest.webmanifest').set('host', 'la.localhost')).text,
    );
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const res = await request(app).get(icon.src).set('host', 'la.localhost').buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.body).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const png = (await request(app).get('/icons/icon-192.png').set('host', 'la.localhost').buffer(true)).body;
    const { data } = await sharp(png)
      .extract({ left: 96, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x1d, 0x5c, 0x3a]);
  });

  it('answers 404 for an icon size it does not offer', async () => {
    expect((await request(appWith(root)).get('/icons/icon-100.png')).status).toBe(404);
  });

  it('serves the built service worker revalidated, and 404 before a build', async () => {
    expect((await request(appWith(root)).get('/sw.js')).status).toBe(404);
    await mkdir(path.join(root, 'shell', 'dist', 'sw'), { recursive: true });
    await writeFile(
      path.join(root, 'shell', 'dist', 'sw', 'sw.js'),
      'self.addEventListener("fetch",()=>{});',
    );
    const res = await request(appWith(root)).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('addEventListener');
  });

  it('serves a German offline page of the brand with the reconnect countdown script', async () => {
    const app = appWith(root);
    const page = await request(app).get('/offline.html').set('host', 'la.localhost');
    expect(page.text).toContain('Keine Internetverbindung');
    expect(page.text).toContain('Lahntal-Anzeiger');
    expect(page.text).toContain('<script defer src="/offline.js">');
    const script = await request(app).get('/offline.js');
    expect(script.text).toContain('location.reload()');
  });

  it('serves the running build’s route rules manifest, and a 404 for any other build id', async () => {
    const buildRoot = await mkdtemp(path.join(os.tmpdir(), 'pwa-build-'));
    await mkdir(path.join(buildRoot, 'dist', 'builds'), { recursive: true });
    await writeFile(
      path.join(buildRoot, 'dist', 'builds', 'latest.json'),
      JSON.stringify({ id: 'f53b98c6d703ec8b', builtAt: '2026-11-22T18:00:00.000Z' }),
    );
    const app = appWith(buildRoot);
    const res = await request(app).get('/builds/meta/f53b98c6d703ec8b.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toMatchObject({
      id: 'f53b98c6d703ec8b',
      timestamp: Date.parse('2026-11-22T18:00:00.000Z'),
      matcher: { static: { '/order/onepage-checkout': { redirect: '/order/checkout' }, '/': { swr: 300 } } },
      prerendered: ['/'],
    });
    const other = await request(app).get('/builds/meta/0000000000000000.json');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ status: 404, code: 'build_not_found' });
    const unbuilt = await request(appWith(root)).get('/builds/meta/f53b98c6d703ec8b.json');
    expect(unbuilt.status).toBe(404);
  });
});
