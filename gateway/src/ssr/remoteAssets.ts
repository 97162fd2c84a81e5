import { z } from 'zod';

const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

export type RemoteAssets = { css: string[]; preload: string[] };

/**
 * Reads a remote's client mf-manifest.json and returns what the document should load up front for its ./app:
 * the stylesheets (no flash of unstyled server HTML) and the scripts to preload (no remote waterfall).
 */
export function createRemoteAssets(fetchText: (url: string) => Promise<string>) {
  const cache = new Map<string, Promise<RemoteAssets>>();
  return function assetsFor(manifestUrl: string, publicBase: string): Promise<RemoteAssets> {
    const key = `${manifestUrl}|${publicBase}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const promise = fetchText(manifestUrl).then((text) => {
      const manifest = manifestSchema.parse(JSON.parse(text));
      const base = publicBase.replace(/[^/]*$/, '');
      const entry = manifest.metaData.remoteEntry;
      const app = manifest.exposes.find((e) => e.path === './app');
      return {
        css: (app?.assets.css.sync ?? []).map((f) => base + f),
        preload: [base + entry.path + entry.name, ...(app?.assets.js.sync ?? []).map((f) => base + f)],
      };
    });
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
    return promise;
  };
}
