import { readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { registrySchema, type Registry } from '@news/contracts/registry';

/** The builds this checkout produced, as served under /remotes/. */
export const defaultRegistry: Registry = {
  'mf-articles': {
    entry: '/remotes/mf-articles/mf-manifest.json',
    ssrEntry: '/remotes/mf-articles/server/mf-manifest.json',
  },
  'mf-portal': { entry: '/remotes/mf-portal/mf-manifest.json' },
  'mf-dialog-flow': { entry: '/remotes/mf-dialog-flow/mf-manifest.json' },
  'mf-paywall': { entry: '/remotes/mf-paywall/mf-manifest.json' },
  'mf-consent': { entry: '/remotes/mf-consent/mf-manifest.json' },
};

export type RegistrySnapshot = { registry: Registry; hash: string };

/**
 * The registry is data, not build input: a file (MF_REGISTRY_PATH) that a release changes. It is read again
 * whenever the file changed, so a new entry takes effect with the next document, without a restart or rebuild.
 */
export function createRemoteRegistry(filePath: string) {
  let cached: (RegistrySnapshot & { mtimeMs: number }) | null = null;

  async function ensureFile(): Promise<void> {
    try {
      await stat(filePath);
    } catch {
      await mkdir(path.dirname(filePath), { recursive: true });
      await writeFile(filePath, `${JSON.stringify(defaultRegistry, null, 2)}\n`);
    }
  }

  async function current(): Promise<RegistrySnapshot> {
    await ensureFile(); // a deleted registry file means: back to this checkout's builds
    const { mtimeMs } = await stat(filePath);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const text = await readFile(filePath, 'utf8');
    const parsed = registrySchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      if (cached) return cached; // a half-written or broken file never takes the site down
      throw new Error(`MF registry ${filePath} is invalid: ${parsed.error.message}`);
    }
    const registry = { ...defaultRegistry, ...parsed.data };
    cached = {
      registry,
      hash: createHash('sha256').update(JSON.stringify(registry)).digest('hex').slice(0, 12),
      mtimeMs,
    };
    return cached;
  }

  return { ensureFile, current };
}
export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;
