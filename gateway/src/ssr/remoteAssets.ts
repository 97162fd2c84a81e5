import { z } from 'zod/mini';
import type { Stylesheet } from '../styleTag';
import { manifestSharedSchema } from './manifestSharedSchema';

const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  shared: manifestSharedSchema,
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

export type RemoteAssets = { css: Stylesheet[]; preload: string[] };

/**
 * Reads a remote's client mf-manifest.json and returns what the document should load up front for its ./app:
 * the stylesheets with their text (inlined: no flash of unstyled server HTML, no render-blocking request) and the
 * scripts to preload (no remote waterfall): its entry, the ./app chunks and the chunks of the shared modules the
 * shell does not start with, which the remote takes from its own build.
 */
export function createRemoteAssets(
  fetchText: (url: string) => Promise<string>,
  shellStartupShared: () => Promise<readonly string[]>,
) {
  const cache = new Map<string, Promise<RemoteAssets>>();
  return function assetsFor(manifestUrl: string, publicBase: string): Promise<RemoteAssets> {
    const key = `${manifestUrl}|${publicBase}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const promise = Promise.all([fetchText(manifestUrl), shellStartupShared()]).then(
      async ([text, shell]) => {
        const manifest = manifestSchema.parse(JSON.parse(text));
        const fromShell = new Set(shell);
        const base = publicBase.replace(/[^/]*$/, '');
        const entry = manifest.metaData.remoteEntry;
        const app = manifest.exposes.find((e) => e.path === './app');
        const ownShared = manifest.shared
          .filter((s) => !fromShell.has(s.name))
          .flatMap((s) => s.assets.js.sync);
        const scripts = [...new Set([...(app?.assets.js.sync ?? []), ...ownShared])];
        const css = await Promise.all(
          (app?.assets.css.sync ?? []).map(async (f) => ({
            href: base + f,
            text: await fetchText(new URL(f, manifestUrl).href),
          })),
        );
        return {
          css,
          preload: [base + entry.path + entry.name, ...scripts.map((f) => base + f)],
        };
      },
    );
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
    return promise;
  };
}
