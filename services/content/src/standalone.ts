import path from 'node:path';
import express from 'express';
import { createGrantVerifierFromEnv } from '@news/auth-verify/createGrantVerifier';
import { repoRoot } from '@news/db/repoRoot';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createContentService } from './createContentService';

/**
 * Runs the content service as its own process (see runStandalone: `PORT` 4101, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`), plus `SEED` (default on), `SEED_ASSETS_DIR` (generated seed media, default `<repo>/var/data`),
 * `IMAGE_SIGNING_SECRET` (as the gateway) and `PAYWALL_JWKS_URL` (the paywall service's keys, which sign the
 * content grants that release the body of a plus article; default the gateway's
 * `http://127.0.0.1:3000/paywall/.well-known/jwks.json`).
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
        verifyGrant: createGrantVerifierFromEnv(process.env),
      }),
    );
    return app;
  },
});
