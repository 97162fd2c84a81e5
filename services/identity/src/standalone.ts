import path from 'node:path';
import { dbFromEnv } from '@news/db/dbFromEnv';
import { repoRoot } from '@news/db/repoRoot';
import express from 'express';
import { createIdentityConfigFromEnv } from './createIdentityConfigFromEnv';
import { createIdentityService } from './createIdentityService';

/**
 * Runs the identity service as its own process: `PORT` (4102), `DATABASE_URL` or `DATA_DIR`, plus the variables of
 * createIdentityConfigFromEnv. Demo readers are seeded unless NODE_ENV=production (then only with
 * SEED_DEMO_READERS=true).
 */
async function main(): Promise<void> {
  // A persisted PGlite folder can only be opened by one process; standalone services default to their own folder.
  const db = await dbFromEnv({
    DATA_DIR: path.join(repoRoot, 'var', 'data', 'pglite-identity'),
    ...process.env,
  });
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(
    '/cms',
    await createIdentityService({
      db,
      config: createIdentityConfigFromEnv(process.env),
      seedDemoReaders: process.env.NODE_ENV !== 'production' || process.env.SEED_DEMO_READERS === 'true',
    }),
  );
  const port = Number(process.env.PORT ?? 4102);
  const server = app.listen(port, () => console.log(`[identity] listening on http://localhost:${port}/cms`));
  process.once('SIGTERM', () => {
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
  });
}

main().catch((err: unknown) => {
  console.error('[identity] failed to start:', err);
  process.exit(1);
});
