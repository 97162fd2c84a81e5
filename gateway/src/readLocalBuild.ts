import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What `npm run build` left in this checkout: its build id and the shell's entry files for the document
 * (`preload`: the startup chunks the entry loads next, see EntrypointsPlugin). */
export type LocalBuild = { id: string; shell: { js: string[]; css: string[]; preload: string[] } };

const entrypointsSchema = z.object({
  main: z.object({ js: z.array(z.string()), css: z.array(z.string()), preload: z.array(z.string()) }),
});
const latestSchema = z.object({ id: z.string().min(1) });

/**
 * Reads dist/builds/latest.json (the id over the shell's entry points and every remote's manifests, see
 * scripts/buildId.ts) and the shell's entrypoints.json. The id keys the page cache, so a document cached by an earlier build (in Redis it
 * outlives restarts) is never served with script tags that point at files the new build removed.
 */
export async function readLocalBuild(root: string): Promise<LocalBuild> {
  const [entrypoints, latest] = await Promise.all([
    readFile(path.join(root, 'shell', 'dist', 'client', 'entrypoints.json'), 'utf8'),
    readFile(path.join(root, 'dist', 'builds', 'latest.json'), 'utf8'),
  ]);
  const { main } = entrypointsSchema.parse(JSON.parse(entrypoints));
  return {
    id: latestSchema.parse(JSON.parse(latest)).id,
    shell: {
      js: main.js.map((f) => `/remotes/shell/${f}`),
      css: main.css.map((f) => `/remotes/shell/${f}`),
      preload: main.preload.map((f) => `/remotes/shell/${f}`),
    },
  };
}
