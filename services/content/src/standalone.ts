import path from 'node:path';
import { dbFromEnv } from '@news/db/dbFromEnv';
import { repoRoot } from '@news/db/repoRoot';
import express from 'express';
import { createContentService } from './createContentService';

/**
 * Runs the content service as its own process: `PORT` (4101), `DATABASE_URL` or `DATA_DIR`, `SEED` (default on),
 * `SEED_ASSETS_DIR` (generated seed media, default `<repo>/var/data`), `IMAGE_SIGNING_SECRET` (as the gateway).
 * Must only be reachable by the gateway: it trusts the gateway's `x-entitlement` header (see createPageRouter).
 */
async function main(): Promise<void> {
  // A persisted PGlite folder can only be opened by one process; standalone services default to their own folder.
  const db = await dbFromEnv({
    DATA_DIR: path.join(repoRoot, 'var', 'data', 'pglite-content'),
    ...process.env,
  });
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
  const port = Number(process.env.PORT ?? 4101);
  const server = app.listen(port, () =>
    console.log(`[content] listening on http://localhost:${port}/content`),
  );
  process.once('SIGTERM', () => {
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
  });
}

main().catch((err: unknown) => {
  console.error('[content] failed to start:', err);
  process.exit(1);
});
