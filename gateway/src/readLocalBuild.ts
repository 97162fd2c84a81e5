import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { manifestSharedSchema } from './ssr/manifestSharedSchema';
import type { Stylesheet } from './styleTag';

/** The folder of the shell's first-view build inside its client build (shell/webpack.config.js, ADR 0013). */
const FIRST_VIEW = 'first-view';
/** Its font faces, an entry of their own (createEntryConfig `fonts`): the document's first stylesheet. */
const FIRST_VIEW_FONTS = `${FIRST_VIEW}-fonts`;

/** What `npm run build` left in this checkout: its build id and the shell's entry files for the document.
 * `js`: the first-view entry, the one script every document loads (no federation runtime); `css` with its text,
 * inlined, its font faces first, and `fonts`, the web fonts those use, preloaded: the first-view build's own.
 * `app`: the federated entry's scripts, which the first-view entry injects when the SPA runtime starts;
 * `preload`: the startup chunks that entry loads next (see EntrypointsPlugin);
 * `startupShared`: the shared modules the shell provides from those files, which remotes need not load. */
export type LocalBuild = {
  id: string;
  shell: {
    js: string[];
    css: Stylesheet[];
    fonts: string[];
    app: string[];
    preload: string[];
    startupShared: string[];
  };
};

const entrySchema = z.object({
  js: z.array(z.string()),
  css: z.array(z.string()),
  preload: z.array(z.string()),
  fonts: z.array(z.string()),
});
const entrypointsSchema = z.object({ main: entrySchema });
const firstViewSchema = z.object({
  [FIRST_VIEW]: entrySchema,
  [FIRST_VIEW_FONTS]: z.optional(entrySchema),
});
const latestSchema = z.object({ id: z.string().check(z.minLength(1)) });
const manifestSchema = z.object({ shared: manifestSharedSchema });

/**
 * Reads dist/builds/latest.json (the id over both shell builds' entry points and every remote's manifests, see
 * scripts/buildId.ts), the entrypoints.json of the shell's federated build and of its first-view build. The id keys
 * the page cache, so a document cached by an earlier build (in Redis it outlives restarts) is never served with
 * script tags that point at files the new build removed.
 */
export async function readLocalBuild(root: string): Promise<LocalBuild> {
  const client = path.join(root, 'shell', 'dist', 'client');
  const [entrypoints, firstViewEntrypoints, latest, manifest] = await Promise.all([
    readFile(path.join(client, 'entrypoints.json'), 'utf8'),
    readFile(path.join(client, FIRST_VIEW, 'entrypoints.json'), 'utf8'),
    readFile(path.join(root, 'dist', 'builds', 'latest.json'), 'utf8'),
    readFile(path.join(client, 'mf-manifest.json'), 'utf8'),
  ]);
  const { main } = entrypointsSchema.parse(JSON.parse(entrypoints));
  const firstViewEntries = firstViewSchema.parse(JSON.parse(firstViewEntrypoints));
  const firstView = firstViewEntries[FIRST_VIEW];
  const faces = firstViewEntries[FIRST_VIEW_FONTS];
  const startupFiles = new Set([...main.js, ...main.preload]);
  const startupShared = manifestSchema
    .parse(JSON.parse(manifest))
    .shared.filter((s) => s.assets.js.sync.every((f) => startupFiles.has(f)))
    .map((s) => s.name);
  const css = await Promise.all(
    [...(faces?.css ?? []), ...firstView.css].map(async (f) => ({
      href: `/remotes/shell/${FIRST_VIEW}/${f}`,
      text: await readFile(path.join(client, FIRST_VIEW, f), 'utf8'),
    })),
  );
  return {
    id: latestSchema.parse(JSON.parse(latest)).id,
    shell: {
      js: firstView.js.map((f) => `/remotes/shell/${FIRST_VIEW}/${f}`),
      css,
      fonts: [...firstView.fonts, ...(faces?.fonts ?? [])].map((f) => `/remotes/shell/${FIRST_VIEW}/${f}`),
      app: main.js.map((f) => `/remotes/shell/${f}`),
      preload: main.preload.map((f) => `/remotes/shell/${f}`),
      startupShared,
    },
  };
}
