import { watch, type FSWatcher } from 'node:fs';
import { readFile, rename, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { registrySchema, remoteNames, ssrRemoteNames, type Registry } from '@news/contracts/registry';

/** The builds this checkout produced, as served under /remotes/. */
export const defaultRegistry: Registry = Object.fromEntries(
  remoteNames.map((name) => [
    name,
    {
      entry: `/remotes/${name}/mf-manifest.json`,
      ...(ssrRemoteNames.includes(name) ? { ssrEntry: `/remotes/${name}/server/mf-manifest.json` } : {}),
    },
  ]),
) as Registry;

export type RegistrySnapshot = { registry: Registry; hash: string };

const snapshotOf = (registry: Registry): RegistrySnapshot => ({
  registry,
  hash: createHash('sha256').update(JSON.stringify(registry)).digest('hex').slice(0, 12),
});

/** The file's registry, or why it is none: not JSON (e.g. cut off mid-write) or not a valid registry. */
function parseRegistry(text: string): { registry: Registry } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problem: `not JSON: ${(err as Error).message}` };
  }
  const parsed = registrySchema.safeParse(json);
  return parsed.success ? { registry: parsed.data } : { problem: parsed.error.message };
}

/** How long the registry is answered from memory at most without looking at the file, should a change go unnoticed. */
export const REGISTRY_RECHECK_MS = 1000;

/**
 * The registry is data, not build input: a file (MF_REGISTRY_PATH) that a release replaces atomically. It is read
 * again whenever the file changed, so a new entry takes effect with the next document, without a restart or
 * rebuild. A broken file (half-written, truncated, invalid) never takes the site down: the last good registry
 * stays in force, or, when there has been none yet, this checkout's default registry; either way it is logged.
 *
 * Documents ask for the registry on every request, so it is answered from memory: a watch on the file's folder
 * tells when to look at the file again, and it is looked at after REGISTRY_RECHECK_MS in any case (a watch can miss
 * a change, e.g. when the folder itself is replaced). Without a working watch the file is checked on every call.
 */
export function createRemoteRegistry(
  filePath: string,
  logger: Pick<Logger, 'warn' | 'error'>,
  recheckMs = REGISTRY_RECHECK_MS,
) {
  let cached: { snapshot: RegistrySnapshot; version: string } | null = null;
  let watcher: FSWatcher | null = null;
  let watchFailed = false;
  let changed = true;
  let checkedAt = 0;

  function startWatching(): void {
    if (watcher || watchFailed) return;
    try {
      watcher = watch(path.dirname(filePath), { persistent: false }, (_event, name) => {
        if (name === null || name === path.basename(filePath)) changed = true;
      });
      watcher.on('error', () => stopWatching(true));
    } catch {
      watchFailed = true;
    }
  }

  function stopWatching(failed: boolean): void {
    watcher?.close();
    watcher = null;
    watchFailed = failed;
    changed = true;
  }

  async function ensureFile(): Promise<void> {
    try {
      await stat(filePath);
    } catch {
      await mkdir(path.dirname(filePath), { recursive: true });
      // temp file + rename: a replica reading at the same moment sees the whole file or none
      const temp = `${filePath}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, `${JSON.stringify(defaultRegistry, null, 2)}\n`);
      await rename(temp, filePath);
    }
  }

  async function current(): Promise<RegistrySnapshot> {
    if (cached && watcher && !changed && Date.now() - checkedAt < recheckMs) return cached.snapshot;
    // cleared before the file is read: a change while reading marks it again
    changed = false;
    checkedAt = Date.now();
    await ensureFile(); // a deleted registry file means: back to this checkout's builds
    startWatching();
    // The file's identity, not only its mtime: two writes within one tick of the file system's clock can share an
    // mtime, but a release renamed into place is always a new inode.
    const { ino, size, mtimeMs } = await stat(filePath);
    const version = `${ino}:${size}:${mtimeMs}`;
    if (cached && cached.version === version) return cached.snapshot;
    const result = parseRegistry(await readFile(filePath, 'utf8'));
    if ('problem' in result) {
      if (cached) {
        logger.warn(
          { file: filePath, problem: result.problem },
          'MF registry file is broken: keeping the last good one',
        );
      } else {
        logger.error(
          { file: filePath, problem: result.problem },
          'MF registry file is broken: using the default registry',
        );
      }
      // remembered under the broken file's version: logged once per change, read again when the file changes
      cached = { snapshot: cached?.snapshot ?? snapshotOf(defaultRegistry), version };
      return cached.snapshot;
    }
    cached = { snapshot: snapshotOf(result.registry), version };
    return cached.snapshot;
  }

  /** Stops watching the file (the gateway shuts down). */
  const close = () => stopWatching(false);

  return { ensureFile, current, close };
}
export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;
