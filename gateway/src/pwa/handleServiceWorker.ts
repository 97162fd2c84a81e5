import { apiError } from '@news/contracts/apiError';
import type { RequestHandler } from 'express';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** GET /sw.js: the service worker the shell builds (shell/dist/sw/sw.js, scope /), always revalidated. */
export function handleServiceWorker(root: string): RequestHandler {
  return async (_req, res) => {
    try {
      const script = await readFile(path.join(root, 'shell', 'dist', 'sw', 'sw.js'), 'utf8');
      // always revalidated: a new build's worker is found at the next check
      res.setHeader('cache-control', 'no-cache');
      res.type('text/javascript').send(script);
    } catch {
      res
        .status(404)
        .json(
          apiError(
            404,
            'service_worker_not_built',
            'Der Service Worker ist in diesem Build nicht enthalten.',
          ),
        );
    }
  };
}
