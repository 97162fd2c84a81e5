import path from 'node:path';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { pingDb } from '@news/db/pingDb';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

export type UsersServiceOptions = { db: Db };

/** The users service. Mount the returned router at `/user-api`. */
export async function createUsersService(opts: UsersServiceOptions): Promise<Router> {
  const { db } = opts;
  await migrate(db, { schema: 'users', migrationsDir: path.join(__dirname, '..', 'migrations') });

  const router = express.Router();

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    console.error(`[users] ${req.method} ${req.originalUrl} failed:`, err);
    res.status(500).json({ status: 500, message: 'internal_error' });
  });

  return router;
}
