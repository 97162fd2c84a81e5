import path from 'node:path';
import type { IdentityClaims } from '@news/contracts/identityToken';
import { customerIdSchema } from '@news/contracts/paymentsApi';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { pingDb } from '@news/db/pingDb';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { z } from 'zod/mini';
import { findCustomer, findCustomerBySsoId, findWallet } from './customers';
import { PaymentsHttpError } from './PaymentsHttpError';
import { seedDemoWallets } from './seedDemoWallets';

export type PaymentsServiceOptions = {
  db: Db;
  /**
   * Verifies the reader's identity token (Authorization: Bearer) and answers its claims; throws when invalid. The
   * gateway passes its own verifier. Without one, every reader endpoint answers 503.
   */
  verifyToken?: (token: string) => Promise<IdentityClaims>;
  /** Add the demo wallet reader's customer with 3 credits (same rule as the demo readers). */
  seedDemoWallets?: boolean;
};

/**
 * The payments service: customers and their credit wallets, read endpoints shaped like the payment provider's API.
 * Mount the returned router at `/payments`. A reader only ever sees their own customer and wallet: the ssoId comes
 * from the verified token, anything else is 403. Spending credits and purchases are not here yet (paywall issue).
 */
export async function createPaymentsService(opts: PaymentsServiceOptions): Promise<Router> {
  const { db, verifyToken } = opts;
  await migrate(db, { schema: 'payments', migrationsDir: path.join(__dirname, '..', 'migrations') });
  if (opts.seedDemoWallets) await seedDemoWallets(db);
  if (!verifyToken)
    console.warn('[payments] no identity token verifier configured: reader endpoints answer 503');

  const reader = async (req: Request): Promise<IdentityClaims> => {
    if (!verifyToken) throw new PaymentsHttpError(503, 'identity_verification_unavailable');
    const token = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(
      req.get('authorization') ?? '',
    );
    if (!token?.[1]) throw new PaymentsHttpError(401, 'unauthorized');
    try {
      return await verifyToken(token[1]);
    } catch {
      throw new PaymentsHttpError(401, 'unauthorized');
    }
  };
  const param = <T>(schema: z.ZodMiniType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new PaymentsHttpError(400, 'invalid_request');
    return parsed.data;
  };

  const router = express.Router();

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  router.use((_req, res, next) => {
    res.set('cache-control', 'private, no-store');
    next();
  });

  /** The reader's customer (GET /api/plenigo/session). */
  router.get('/customers/by-sso-id/:ssoId', async (req, res) => {
    const claims = await reader(req);
    const ssoId = param(z.uuid(), req.params.ssoId);
    if (ssoId !== claims.sub) throw new PaymentsHttpError(403, 'forbidden');
    const customer = await findCustomerBySsoId(db, ssoId);
    if (!customer) throw new PaymentsHttpError(404, 'customer_not_found');
    res.json(customer);
  });

  /** The customer's credit wallet (GET /api/plenigo/wallet/{customerId}); another reader's customer is 403. */
  router.get('/customers/:customerId/wallet', async (req, res) => {
    const claims = await reader(req);
    const customerId = param(customerIdSchema, req.params.customerId);
    const customer = await findCustomer(db, customerId);
    // Unknown and foreign customers answer alike: nobody can probe for customer ids.
    if (customer?.ssoId !== claims.sub) throw new PaymentsHttpError(403, 'forbidden');
    const wallet = await findWallet(db, customerId);
    if (!wallet) throw new PaymentsHttpError(404, 'wallet_not_found');
    res.json(wallet);
  });

  router.use((_req, res) => {
    res.status(404).json({ status: 404, message: 'not_found' });
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof PaymentsHttpError) {
      res.status(err.status).json({ status: err.status, message: err.code });
      return;
    }
    console.error(`[payments] ${req.method} ${req.originalUrl} failed:`, err);
    res.status(500).json({ status: 500, message: 'internal_error' });
  });

  return router;
}
