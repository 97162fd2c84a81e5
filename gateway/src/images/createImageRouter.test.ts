import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signImageSource } from '@news/contracts/imageSignature';
import { imageUrl } from '@news/contracts/imageUrl';
import express from 'express';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { createImageRouter } from './createImageRouter';
import type { ImageEncodedInfo } from './createVariantEncoder';

const secret = 'router-test-secret-router-test-secret-123';

/** A source picture for the tests: a plain JPEG of the given size. */
async function writeJpeg(file: string, o: { width?: number; height?: number; hue: number; seed: number }) {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({
    create: {
      width: o.width ?? 1600,
      height: o.height ?? 900,
      channels: 3,
      background: { r: o.hue, g: 90 + o.seed, b: 140 },
    },
  })
    .jpeg()
    .toFile(file);
}
const logger = pino({ level: 'silent' });

let root: string;
let sourceDir: string;
let cacheDir: string;
let encoded: ImageEncodedInfo[];
let app: express.Express;

const wide = () => signImageSource('seed/rb-100001.jpg', secret);
const square = () => signImageSource('seed/sq-1.jpg', secret);

function makeApp(dir = cacheDir) {
  const a = express();
  a.use(
    '/img',
    createImageRouter({ sourceDir, cacheDir: dir, secret, logger, onEncoded: (i) => encoded.push(i) }),
  );
  return a;
}

/** Sends the path byte for byte (supertest's URL parser would resolve `..`). */
function rawGet(target: express.Express, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const server = target.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => server.close(() => resolve({ status: res.statusCode ?? 0, body })));
        })
        .on('error', reject);
    });
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'image-router-'));
  sourceDir = path.join(root, 'images');
  cacheDir = path.join(root, 'cache');
  await writeJpeg(path.join(sourceDir, 'seed', 'rb-100001.jpg'), { hue: 200, seed: 1 });
  await writeJpeg(path.join(sourceDir, 'seed', 'sq-1.jpg'), {
    width: 800,
    height: 800,
    hue: 30,
    seed: 2,
  });
  await writeJpeg(path.join(root, 'outside.jpg'), { width: 400, height: 300, hue: 0, seed: 3 });
  await mkdir(path.join(sourceDir, 'seed', 'folder.jpg'));
  await symlink(path.join(root, 'outside.jpg'), path.join(sourceDir, 'seed', 'link.jpg'));
});

beforeEach(() => {
  encoded = [];
  app = makeApp();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('image router: variants', () => {
  it('serves avif in the preset aspect ratio with immutable caching and an ETag', async () => {
    const res = await request(app)
      .get(imageUrl({ src: wide(), preset: 'teaser', width: 640, format: 'avif' }))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 360 });
  });

  it('serves webp and jpeg, cropping 16:9 to 1:1 and 1:1 to 16:9', async () => {
    const res = await request(app).get(
      imageUrl({ src: wide(), preset: 'square', width: 320, format: 'webp' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    });

    const jpeg = await request(app).get(
      imageUrl({ src: square(), preset: 'article', width: 768, format: 'jpeg' }),
    );
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 768,
      height: 432,
    });
  });

  it('crops around a focal point', async () => {
    const url = imageUrl({
      src: wide(),
      preset: 'teaser-square',
      width: 320,
      format: 'webp',
      focus: { x: 0, y: 50 },
    });
    expect(url).toContain('/teaser-square@0_50/320.webp/');
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('never enlarges: a wider request than the source gives the source width in the same aspect', async () => {
    const res = await request(app).get(
      imageUrl({ src: square(), preset: 'teaser', width: 3072, format: 'webp' }),
    );
    expect(res.status).toBe(200);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 800, height: 450 });
  });

  it('answers HEAD without a body', async () => {
    const res = await request(app).head(
      imageUrl({ src: wide(), preset: 'teaser', width: 320, format: 'jpeg' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});

describe('image router: cache', () => {
  it('serves a second request from disk without encoding, also after a restart', async () => {
    const url = imageUrl({ src: wide(), preset: 'article', width: 1024, format: 'webp' });
    const first = await request(app).get(url);
    expect(encoded).toHaveLength(1);
    expect(encoded[0]).toMatchObject({
      key: 'article/1024/seed/rb-100001.jpg.webp',
      width: 1024,
      height: 576,
    });

    const second = await request(app).get(url);
    const afterRestart = await request(makeApp()).get(url);
    expect(encoded).toHaveLength(1);
    for (const res of [second, afterRestart]) {
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(Buffer.compare(res.body as Buffer, first.body as Buffer)).toBe(0);
    }
    expect(await readdir(path.join(cacheDir, 'article', '1024', 'seed'))).toEqual(['rb-100001.jpg.webp']);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = imageUrl({ src: wide(), preset: 'teaser', width: 768, format: 'webp' });
    const first = await request(app).get(url);
    const again = await request(app)
      .get(url)
      .set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('encodes concurrent requests for the same new variant once', async () => {
    const url = imageUrl({ src: wide(), preset: 'square', width: 640, format: 'avif' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(app).get(url)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(encoded).toHaveLength(1);
  });
});

describe('image router: bad requests', () => {
  const sig = () => wide().split('/')[2] ?? '';

  it('refuses a wrong or malformed signature with 403', async () => {
    const other = signImageSource('seed/other.jpg', secret).split('/')[2] ?? '';
    for (const bad of [other, 'A'.repeat(22), 'short']) {
      const res = await request(app).get(`/img/${bad}/teaser/640.webp/seed/rb-100001.jpg`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 403, code: 'invalid_signature' });
    }
    const foreign = signImageSource('seed/rb-100001.jpg', `${secret}-other`);
    const res = await request(app).get(foreign.replace('/seed/', '/teaser/640.webp/seed/'));
    expect(res.status).toBe(403);
    expect(encoded).toHaveLength(0);
  });

  it('refuses an unknown preset with 400, also inherited names', async () => {
    for (const preset of ['hero', 'constructor', '__proto__', 'teaser@50_50', 'teaser@10_10', 'toString']) {
      const res = await request(app).get(`/img/${sig()}/${preset}/640.webp/seed/rb-100001.jpg`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'unknown_preset', preset });
    }
  });

  it('refuses widths that are not allowed with 400', async () => {
    for (const width of ['641', '100', 'abc', '0640', '99999999', '', '3072.5']) {
      const res = await request(app).get(`/img/${sig()}/teaser/${width}.webp/seed/rb-100001.jpg`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_width' });
    }
  });

  it('refuses unknown formats with 400', async () => {
    for (const segment of ['640.gif', '640.png', '640', '640.', '640.AVIF']) {
      const res = await request(app).get(`/img/${sig()}/teaser/${segment}/seed/rb-100001.jpg`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_format' });
    }
  });

  it('refuses path traversal with 400, even with a valid signature of the traversing path', async () => {
    const forged = createHmac('sha256', secret).update('../outside.jpg').digest('base64url').slice(0, 22);
    for (const p of [
      `/img/${forged}/teaser/640.webp/../outside.jpg`,
      `/img/${forged}/teaser/640.webp/%2e%2e/outside.jpg`,
      `/img/${forged}/teaser/640.webp/%2E%2E%2Foutside.jpg`,
      `/img/${sig()}/teaser/640.webp/seed/..%5C..%5Coutside.jpg`,
      `/img/${sig()}/teaser/640.webp/seed/%00.jpg`,
      `/img/${sig()}/teaser/640.webp//etc/passwd.jpg`,
      `/img/${sig()}/teaser/640.webp/seed/%E0%A4%A.jpg`,
    ]) {
      const res = await rawGet(app, p);
      expect({ p, status: res.status }).toEqual({ p, status: 400 });
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: 'invalid_path' });
    }
    expect(encoded).toHaveLength(0);
  });

  it('answers 404 for a missing source, a folder and a symlink leaving the source folder', async () => {
    for (const source of ['seed/missing.jpg', 'seed/folder.jpg', 'seed/link.jpg']) {
      const src = signImageSource(source, secret);
      const res = await request(app).get(imageUrl({ src, preset: 'teaser', width: 640, format: 'webp' }));
      expect({ source, status: res.status }).toEqual({ source, status: 404 });
      expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
    }
  });

  it('answers 405 to other methods', async () => {
    const res = await request(app).post(`/img/${sig()}/teaser/640.webp/seed/rb-100001.jpg`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('never answers 500 to bad input', async () => {
    const paths = [
      '/img',
      '/img/',
      `/img/${sig()}`,
      `/img/${sig()}/teaser`,
      `/img/${sig()}/teaser/640.webp`,
      `/img/${sig()}/teaser/640.webp/`,
      `/img/%ZZ/teaser/640.webp/a.jpg`,
      `/img/${sig()}/%ZZ/640.webp/seed/rb-100001.jpg`,
      `/img/${sig()}/teaser/640.webp/seed/rb-100001.jpg?x=../../etc`,
      `/img/${'x'.repeat(2000)}`,
    ];
    for (const p of paths) {
      const res = await rawGet(app, p);
      expect({ p, status: res.status < 500 }).toEqual({ p, status: true });
    }
  });
});
