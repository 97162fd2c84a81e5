/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompressDir';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  it('writes brotli and gzip copies of the compressible files that decompress to the original', async () => {
    const js = 'export const hallo = "Welt";\n'.repeat(100);
    await mkdir(path.join(dir, 'nested'));
    await writeFile(path.join(dir, 'nested', 'main.abc123.js'), js);
    await writeFile(path.join(dir, 'main.abc123.js.map'), js);
    await writeFile(path.join(dir, 'tiny.css'), 'a{}');
    await writeFile(path.join(dir, 'bild.png'), Buffer.alloc(4096));
    expect(await precompressDir(dir)).toBe(1);
    const file = path.join(dir, 'nested', 'main.abc123.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(js);
    expect((await readFile(`${file}.br`)).length).toBeLessThan(js.length / 10);
    for (const untouched of ['main.abc123.js.map', 'tiny.css', 'bild.png'])
      expect(await exists(path.join(dir, `${untouched}.br`))).toBe(false);
  });
});
