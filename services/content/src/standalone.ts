import path from 'node:path';
import express from 'express';
import { repoRoot } from '@news/db/repoRoot';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createContentService } from './createContentService';

/**
 * Runs the content service as its own process (see runStandalone: `PORT` 4101, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`), plus `SEED` (default on), `SEED_ASSETS_DIR` (generated seed media, default `<repo>/var/data`),
 * `IMAGE_SIGNING_SECRET` (as the gateway). Must only be reachable by the gateway: it trusts the gateway's
 * `x-entitlement` header (see createPageRouter).
 */
runStandalone({
  name: 'content',
  defaultPort: 4101,
  create: async ({ db }) => {
    const app = express();
    app.use(express.json());
    app.use(
      '/content',
      await createContentService({
        db,
        seed: process.env.SEED !== 'false',
        assetsDir: process.env.SEED_ASSETS_DIR?.trim() || path.join(repoRoot, 'var', 'data'),
      }),
    );
    return app;
  },
});
