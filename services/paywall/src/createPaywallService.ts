import path from 'node:path';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { pingDb } from '@news/db/pingDb';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

export type PaywallServiceOptions = { db: Db };

/** The paywall service. Mount the returned router at `/paywall`. */
export async function createPaywallService(opts: PaywallServiceOptions): Promise<Router> {
  const { db } = opts;
  await migrate(db, { schema: 'paywall', migrationsDir: path.join(__dirname, '..', 'migrations') });

  const router = express.Router();

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    console.error(`[paywall] ${req.method} ${req.originalUrl} failed:`, err);
    res.status(500).json({ status: 500, message: 'internal_error' });
  });

  return router;
}
