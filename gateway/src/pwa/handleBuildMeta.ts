import { apiError } from '@news/contracts/apiError';
import type { RequestHandler } from 'express';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildMeta } from './buildMeta';

/** GET /builds/meta/{id}.json: the route rules manifest of the running build (buildMeta); other ids 404. */
export function handleBuildMeta(root: string): RequestHandler {
  return async (req, res) => {
    const build = await readFile(path.join(root, 'dist', 'builds', 'latest.json'), 'utf8')
      .then((text) => JSON.parse(text) as { id?: unknown; builtAt?: unknown })
      .catch(() => null);
    // only the running build's rules are known: an older document's id gets a 404 (its reader reloads anyway)
    if (typeof build?.id !== 'string' || req.params.file !== `${build.id}.json`) {
      res
        .status(404)
        .json(apiError(404, 'build_not_found', 'Zu dieser Build-Kennung gibt es keine Routenregeln.'));
      return;
    }
    // a build id names one build: its rules never change
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.json(
      buildMeta({ id: build.id, ...(typeof build.builtAt === 'string' ? { builtAt: build.builtAt } : {}) }),
    );
  };
}
