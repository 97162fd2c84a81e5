import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the build id is made of: the entry points of the shell's two browser builds (the federated entry and the
 * first-view entry, whose file names the documents carry), every remote's client manifest and mf-articles' server
 * manifest (the page cache holds server-rendered markup, so a new server build must not be served from entries
 * of the old one; gateway/src/readLocalBuild.ts). Manifests name content-hashed files, so any code change shows.
 */
export const buildIdInputs = [
  'shell/dist/client/entrypoints.json',
  'shell/dist/client/first-view/entrypoints.json',
  'mf-articles/dist/client/mf-manifest.json',
  'mf-articles/dist/server/mf-manifest.json',
  'mf-portal/dist/client/mf-manifest.json',
  'mf-dialog-flow/dist/client/mf-manifest.json',
  'mf-consent/dist/client/mf-manifest.json',
  'mf-paywall/dist/client/mf-manifest.json',
] as const;

/** The id of the build in `root` (16 hex digits); fails when one of the inputs is missing. */
export async function buildId(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of buildIdInputs) {
    hash.update(file);
    hash.update(await readFile(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
