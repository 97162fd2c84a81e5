import path from 'node:path';
import { dbFromEnv } from '@news/db/dbFromEnv';
import { repoRoot } from '@news/db/repoRoot';
import express from 'express';
import { createPaywallService } from './createPaywallService';

/** Runs the paywall service as its own process: `PORT` (4105), `DATABASE_URL` or `DATA_DIR`. */
async function main(): Promise<void> {
  // A persisted PGlite folder can only be opened by one process; standalone services default to their own folder.
  const db = await dbFromEnv({
    DATA_DIR: path.join(repoRoot, 'var', 'data', 'pglite-paywall'),
    ...process.env,
  });
  const app = express();
  app.use(express.json());
  app.use('/paywall', await createPaywallService({ db }));
  const port = Number(process.env.PORT ?? 4105);
  const server = app.listen(port, () =>
    console.log(`[paywall] listening on http://localhost:${port}/paywall`),
  );
  process.once('SIGTERM', () => {
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
  });
}

main().catch((err: unknown) => {
  console.error('[paywall] failed to start:', err);
  process.exit(1);
});
