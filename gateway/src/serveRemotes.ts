import express, { type Router } from 'express';
import path from 'node:path';
import { precompressedVariants } from './precompressedVariants';
import { repoRoot } from './readConfig';
import { applicationNames } from '@news/contracts/registry';
import { apiError } from '@news/contracts/apiError';

const sourceMap = /\.map(\.br|\.gz)?$/i;
const revalidated = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|entrypoints\.json)(\.br|\.gz)?$/;

/**
 * /remotes/{name}/...: the browser builds of the shell and the remotes; never a source map (kept with the build for
 * the operators' error tracking) nor a server build (the gateway's SSR loads those from serveServerBuilds): a 404. Content-hashed
 * files never change and are cached for a year; entry and manifest files are revalidated on every use so a release takes effect at once. Browsers
 * that accept brotli or gzip get the copies the build compressed ahead (precompressedVariants).
 */
export function serveRemotes(root: string = repoRoot): Router {
  const router = express.Router();
  const notFound: express.RequestHandler = (_req, res) => {
    res.status(404).json(apiError(404, 'not_found', 'Diese Datei gibt es nicht.'));
  };
  router.use((req, res, next) => (sourceMap.test(req.path) ? notFound(req, res, next) : next()));
  for (const name of applicationNames) {
    const client = path.join(root, name, 'dist', 'client');
    router.use(`/${name}`, precompressedVariants(client));
    router.use(
      `/${name}`,
      express.static(client, {
        index: false,
        fallthrough: true,
        setHeaders(res, filePath) {
          res.setHeader('access-control-allow-origin', '*');
          res.setHeader(
            'cache-control',
            revalidated.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
          );
        },
      }),
    );
  }
  router.use(notFound);
  return router;
}
