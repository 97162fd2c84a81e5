import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildId, buildIdInputs } from './buildId';

let root: string;

const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'build-id-'));
  for (const file of buildIdInputs) await write(file, JSON.stringify({ file, chunk: 'a1b2c3.js' }));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('buildId', () => {
  it('is stable for the same build', async () => {
    const id = await buildId(root);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    await expect(buildId(root)).resolves.toBe(id);
  });

  it("changes when only mf-articles' server build changed (the page cache is keyed by it)", async () => {
    const before = await buildId(root);
    await write('mf-articles/dist/server/mf-manifest.json', JSON.stringify({ chunk: 'd4e5f6.js' }));
    await expect(buildId(root)).resolves.not.toBe(before);
  });

  it.each(buildIdInputs)('changes when %s changed', async (file) => {
    const before = await buildId(root);
    await write(file, JSON.stringify({ file, chunk: 'changed.js' }));
    await expect(buildId(root)).resolves.not.toBe(before);
  });

  it('fails when a build is missing', async () => {
    await rm(path.join(root, 'mf-articles/dist/server/mf-manifest.json'));
    await expect(buildId(root)).rejects.toThrow();
  });
});
