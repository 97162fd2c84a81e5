/**
 * What the service worker precaches on install (ADR 0011): the app files of the current build, so a reader who
 * visited once while online opens the app frame offline. Read from the build's own lists: the shell's two
 * entrypoints.json (the first-view entry with its stylesheet and fonts, and the federated entry with its startup
 * chunks; ADR 0013) and, for each remote of the registry that this
 * site serves, its mf-manifest.json (the manifest, remoteEntry.js and the files of its exposes). Pure.
 */

/** Precache names: `precache-{build id}`; only the current build's stays (stalePrecaches). */
export const PRECACHE_PREFIX = 'precache-';
/** The shell's builds' lists of entry files: the first-view entry's and the federated entry's. */
export const SHELL_ENTRYPOINTS = [
  '/remotes/shell/first-view/entrypoints.json',
  '/remotes/shell/entrypoints.json',
];

const ORIGIN = 'http://site.invalid';
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];

/** Paths of `files` relative to `base`, only those that stay under /remotes/ of this site. */
function buildFiles(base: string, files: string[]): string[] {
  return files
    .map((file) => new URL(file, new URL(base, ORIGIN)))
    .filter((url) => url.origin === ORIGIN && url.pathname.startsWith('/remotes/'))
    .map((url) => url.pathname);
}

/** The entry files an entrypoints.json lists (every entry of it), relative to where that list lives. */
export function shellFiles(entrypointsPath: string, entrypoints: unknown): string[] {
  return buildFiles(
    entrypointsPath,
    Object.values(record(entrypoints)).flatMap((entry) =>
      ['js', 'css', 'preload', 'fonts'].flatMap((kind) => strings(record(entry)[kind])),
    ),
  );
}

/** The registry's manifests (`/mf-registry.json`) this site serves; a remote released elsewhere is not kept. */
export function registryManifests(registry: unknown): string[] {
  const entries = Object.values(record(registry)).map((remote) => record(remote).entry);
  return buildFiles('/', strings(entries)).filter((path) => path.endsWith('/mf-manifest.json'));
}

/** A remote's client files a page needs: its manifest, its remoteEntry.js and every file of its exposes. */
export function remoteFiles(manifestPath: string, manifest: unknown): string[] {
  const { metaData, exposes } = record(manifest);
  const entry = record(record(metaData).remoteEntry);
  const files = typeof entry.name === 'string' ? [`${strings([entry.path]).join('')}${entry.name}`] : [];
  for (const expose of Array.isArray(exposes) ? exposes : []) {
    const { js, css } = record(record(expose).assets);
    for (const kind of [record(js), record(css)]) files.push(...strings(kind.sync), ...strings(kind.async));
  }
  return [manifestPath, ...buildFiles(manifestPath, files)];
}

/**
 * The precaches to delete when a worker activates: every one but the newest (CacheStorage lists caches in the
 * order they were created, and the activating worker precached last).
 */
export function stalePrecaches(cacheNames: readonly string[]): string[] {
  return cacheNames.filter((name) => name.startsWith(PRECACHE_PREFIX)).slice(0, -1);
}
