import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { manifestSharedSchema } from './ssr/manifestSharedSchema';
import type { Stylesheet } from './styleTag';

/** What `npm run build` left in this checkout: its build id and the shell's entry files for the document
 * (`preload`: the startup chunks the entry loads next, see EntrypointsPlugin; `css` with its text, inlined;
 * `fonts`: the web fonts its stylesheet uses, preloaded;
 * `startupShared`: the shared modules the shell provides from those files, which remotes need not load). */
export type LocalBuild = {
  id: string;
  shell: { js: string[]; css: Stylesheet[]; preload: string[]; fonts: string[]; startupShared: string[] };
};

const entrypointsSchema = z.object({
  main: z.object({
    js: z.array(z.string()),
    css: z.array(z.string()),
    preload: z.array(z.string()),
    fonts: z.array(z.string()),
  }),
});
const latestSchema = z.object({ id: z.string().check(z.minLength(1)) });
const manifestSchema = z.object({ shared: manifestSharedSchema });

/**
 * Reads dist/builds/latest.json (the id over the shell's entry points and every remote's manifests, see
 * scripts/buildId.ts) and the shell's entrypoints.json. The id keys the page cache, so a document cached by an earlier build (in Redis it
 * outlives restarts) is never served with script tags that point at files the new build removed.
 */
export async function readLocalBuild(root: string): Promise<LocalBuild> {
  const [entrypoints, latest, manifest] = await Promise.all([
    readFile(path.join(root, 'shell', 'dist', 'client', 'entrypoints.json'), 'utf8'),
    readFile(path.join(root, 'dist', 'builds', 'latest.json'), 'utf8'),
    readFile(path.join(root, 'shell', 'dist', 'client', 'mf-manifest.json'), 'utf8'),
  ]);
  const { main } = entrypointsSchema.parse(JSON.parse(entrypoints));
  const startupFiles = new Set([...main.js, ...main.preload]);
  const startupShared = manifestSchema
    .parse(JSON.parse(manifest))
    .shared.filter((s) => s.assets.js.sync.every((f) => startupFiles.has(f)))
    .map((s) => s.name);
  const css = await Promise.all(
    main.css.map(async (f) => ({
      href: `/remotes/shell/${f}`,
      text: await readFile(path.join(root, 'shell', 'dist', 'client', f), 'utf8'),
    })),
  );
  return {
    id: latestSchema.parse(JSON.parse(latest)).id,
    shell: {
      js: main.js.map((f) => `/remotes/shell/${f}`),
      css,
      preload: main.preload.map((f) => `/remotes/shell/${f}`),
      fonts: main.fonts.map((f) => `/remotes/shell/${f}`),
      startupShared,
    },
  };
}
