import express, { type Router } from 'express';
import path from 'node:path';
import { precompressedVariants } from './precompressedVariants';
import { repoRoot } from './readConfig';
import { applicationNames, ssrRemoteNames } from '@news/contracts/registry';

const serverBuilds = new Set<string>(ssrRemoteNames);
const revalidated = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|entrypoints\.json)(\.br|\.gz)?$/;

/**
 * /remotes/{name}/...: the builds of the shell and the remotes. Content-hashed files never change and are cached
 * for a year; entry and manifest files are revalidated on every use so a release takes effect at once. Browsers
 * that accept brotli or gzip get the copies the build compressed ahead (precompressedVariants).
 */
export function serveRemotes(): Router {
  const router = express.Router();
  for (const name of applicationNames) {
    const client = path.join(repoRoot, name, 'dist', 'client');
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
    if (serverBuilds.has(name)) {
      router.use(
        `/${name}/server`,
        express.static(path.join(repoRoot, name, 'dist', 'server'), {
          index: false,
          setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
        }),
      );
    }
  }
  router.use((req, res) => {
    res.status(404).json({ status: 404, message: 'not_found', path: `/remotes${req.path}` });
  });
  return router;
}
