import path from 'node:path';
import { dbFromEnv } from '@news/db/dbFromEnv';
import { repoRoot } from '@news/db/repoRoot';
import express from 'express';
import { createUsersService } from './createUsersService';

/** Runs the users service as its own process: `PORT` (4103), `DATABASE_URL` or `DATA_DIR`. */
async function main(): Promise<void> {
  // A persisted PGlite folder can only be opened by one process; standalone services default to their own folder.
  const db = await dbFromEnv({
    DATA_DIR: path.join(repoRoot, 'var', 'data', 'pglite-users'),
    ...process.env,
  });
  const app = express();
  app.use(express.json());
  app.use('/user-api', await createUsersService({ db }));
  const port = Number(process.env.PORT ?? 4103);
  const server = app.listen(port, () =>
    console.log(`[users] listening on http://localhost:${port}/user-api`),
  );
  process.once('SIGTERM', () => {
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
  });
}

main().catch((err: unknown) => {
  console.error('[users] failed to start:', err);
  process.exit(1);
});
