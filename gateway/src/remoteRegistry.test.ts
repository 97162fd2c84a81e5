import { mkdtemp, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRemoteRegistry, defaultRegistry } from './remoteRegistry';

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, stat: jest.fn(actual.stat) };
});

let dir: string;
let file: string;
const logger = { warn: jest.fn(), error: jest.fn() };

const released = {
  ...defaultRegistry,
  'mf-portal': { entry: 'https://cdn.example.test/mf-portal/7/mf-manifest.json' },
};
const full = JSON.stringify(released, null, 2);

/** Writes the file and moves its mtime on, so the change is seen even within the same clock tick. */
let tick = 0;
async function write(text: string): Promise<void> {
  await writeFile(file, text);
  tick += 1;
  const at = new Date(Date.now() + tick * 1000);
  await utimes(file, at, at);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'registry-'));
  file = path.join(dir, 'mf-registry.json');
  logger.warn.mockReset();
  logger.error.mockReset();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createRemoteRegistry', () => {
  it('creates the default registry file when there is none', async () => {
    const registry = createRemoteRegistry(file, logger);
    expect((await registry.current()).registry).toEqual(defaultRegistry);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(defaultRegistry);
  });

  it('keeps the last good registry when the file is cut off mid-write, and logs it', async () => {
    const registry = createRemoteRegistry(file, logger);
    await write(full);
    const good = await registry.current();
    expect(good.registry).toEqual(released);

    await write(full.slice(0, full.length / 2));
    await expect(registry.current()).resolves.toEqual(good);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatchObject({ file, problem: expect.stringMatching(/JSON/) });

    // read once per change: the broken file is not parsed (and logged) again on every request
    await registry.current();
    expect(logger.warn).toHaveBeenCalledTimes(1);

    // the next complete release takes effect
    await write(JSON.stringify(defaultRegistry));
    expect((await registry.current()).registry).toEqual(defaultRegistry);
  });

  it('sees a release renamed into place even when it carries the same mtime and size as the file before', async () => {
    const registry = createRemoteRegistry(file, logger);
    const first = {
      ...defaultRegistry,
      'mf-paywall': { entry: '/remotes/mf-paywall/1.0.1/mf-manifest.json' },
    };
    const second = {
      ...defaultRegistry,
      'mf-paywall': { entry: '/remotes/mf-paywall/1.0.2/mf-manifest.json' },
    };
    await write(JSON.stringify(first));
    expect((await registry.current()).registry).toEqual(first);

    const { mtime } = await stat(file);
    const temp = `${file}.tmp`;
    await writeFile(temp, JSON.stringify(second));
    await utimes(temp, mtime, mtime); // as when both writes fall into one tick of the file system's clock
    await rename(temp, file);
    expect((await registry.current()).registry).toEqual(second);
  });

  it('falls back to the default registry and logs an error when the first file it sees is truncated', async () => {
    await write(full.slice(0, 40));
    const registry = createRemoteRegistry(file, logger);
    const snapshot = await registry.current();
    expect(snapshot.registry).toEqual(defaultRegistry);
    expect(snapshot.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('rejects a registry that misses a remote instead of filling it in', async () => {
    const { 'mf-consent': _missing, ...partial } = released;
    await write(JSON.stringify(partial));
    const registry = createRemoteRegistry(file, logger);
    expect((await registry.current()).registry).toEqual(defaultRegistry);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('answers from memory while the file is unchanged, and still sees the next release', async () => {
    const registry = createRemoteRegistry(file, logger, 60_000);
    await registry.current();
    const looks = jest.mocked(stat).mock.calls.length;
    for (let i = 0; i < 20; i += 1) await registry.current();
    expect(jest.mocked(stat).mock.calls.length).toBe(looks);

    const temp = `${file}.tmp`;
    await writeFile(temp, full);
    await rename(temp, file);
    // the watch on the folder reports the release (no clock involved): the file is looked at again
    while (jest.mocked(stat).mock.calls.length === looks) {
      await new Promise((resolve) => setImmediate(resolve));
      await registry.current();
    }
    expect((await registry.current()).registry).toEqual(released);
    registry.close();
  });
});
