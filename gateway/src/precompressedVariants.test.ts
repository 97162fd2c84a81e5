/** @jest-environment node */
import express from 'express';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { precompressedVariants } from './precompressedVariants';

describe('precompressedVariants', () => {
  let dir: string;
  let app: express.Express;
  const js = 'export const hallo = "Welt";\n'.repeat(200);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'variants-'));
    await writeFile(path.join(dir, 'main.1a2b.js'), js);
    await writeFile(path.join(dir, 'main.1a2b.js.br'), brotliCompressSync(js));
    await writeFile(path.join(dir, 'main.1a2b.js.gz'), gzipSync(js));
    await writeFile(path.join(dir, 'plain.css'), 'a{color:red}');
    app = express();
    app.use(precompressedVariants(dir), express.static(dir));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const sizeOf = async (file: string) => (await stat(path.join(dir, file))).size;

  it('remembers only files that exist: a name asked for before its file was there is looked up anew', async () => {
    for (let i = 0; i < 3; i++) {
      const miss = await request(app).get('/late.js').set('accept-encoding', 'br');
      expect(miss.status).toBe(404);
    }
    await writeFile(path.join(dir, 'late.js'), js);
    await writeFile(path.join(dir, 'late.js.br'), brotliCompressSync(js));
    const res = await request(app).get('/late.js').set('accept-encoding', 'br').buffer(true);
    expect([res.status, res.headers['content-encoding']]).toEqual([200, 'br']);
  });

  it('serves the brotli copy to a browser that accepts it, as JavaScript', async () => {
    const res = await request(app)
      .get('/main.1a2b.js')
      .set('accept-encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(await sizeOf('main.1a2b.js.br'));
  });

  it('serves gzip when only gzip is accepted, and the original when nothing is', async () => {
    const gz = await request(app).get('/main.1a2b.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(js);
    const plain = await request(app).get('/main.1a2b.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.text).toBe(js);
  });

  it('leaves files without copies and paths outside the folder alone', async () => {
    const css = await request(app).get('/plain.css').set('accept-encoding', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers.vary).toBeUndefined();
    expect(css.text).toBe('a{color:red}');
    expect((await request(app).get('/..%2f..%2fetc%2fpasswd').set('accept-encoding', 'br')).status).not.toBe(
      200,
    );
  });
});
