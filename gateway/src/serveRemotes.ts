import express, { type Router } from 'express';
import path from 'node:path';
import { precompressedVariants } from './precompressedVariants';
import { repoRoot } from './readConfig';
import { applicationNames, ssrRemoteNames } from '@news/contracts/registry';
import { apiError } from '@news/contracts/apiError';

const serverBuilds = new Set<string>(ssrRemoteNames);
const sourceMap = /\.map(\.br|\.gz)?$/i;
const revalidated = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|entrypoints\.json)(\.br|\.gz)?$/;

/**
 * /remotes/{name}/...: the builds of the shell and the remotes, and the server builds the gateway's SSR loads over
 * HTTP; never a source map (kept with the build for the operators' error tracking, a 404 here). Content-hashed
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
    // the gateway's own SSR loads the server build over HTTP (Module Federation node runtime)
    if (serverBuilds.has(name)) {
      router.use(
        `/${name}/server`,
        express.static(path.join(root, name, 'dist', 'server'), {
          index: false,
          setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
        }),
      );
    }
  }
  router.use(notFound);
  return router;
}
