import path from 'node:path';
import { dbFromEnv } from '@news/db/dbFromEnv';
import { repoRoot } from '@news/db/repoRoot';
import express from 'express';
import { createPaymentsService } from './createPaymentsService';

/** Runs the payments service as its own process: `PORT` (4104), `DATABASE_URL` or `DATA_DIR`. */
async function main(): Promise<void> {
  // A persisted PGlite folder can only be opened by one process; standalone services default to their own folder.
  const db = await dbFromEnv({
    DATA_DIR: path.join(repoRoot, 'var', 'data', 'pglite-payments'),
    ...process.env,
  });
  const app = express();
  app.use(express.json());
  app.use('/payments', await createPaymentsService({ db }));
  const port = Number(process.env.PORT ?? 4104);
  const server = app.listen(port, () =>
    console.log(`[payments] listening on http://localhost:${port}/payments`),
  );
  process.once('SIGTERM', () => {
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
  });
}

main().catch((err: unknown) => {
  console.error('[payments] failed to start:', err);
  process.exit(1);
});
