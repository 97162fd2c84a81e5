import {
  creditWalletSchema,
  customerIdSchema,
  paymentCustomerSchema,
  paymentsErrorSchema,
} from '@news/contracts/paymentsApi';
import express, { type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod/mini';
import type { SessionResolver } from '../auth/createSessionResolver';

/**
 * The app server's wallet endpoints (spec §7): GET /plenigo/session answers the reader's payment customer, GET
 * /plenigo/wallet/{customerId} that customer's credit wallet. The reader comes from the session cookies (renewed
 * if need be); the payments service decides what they may see (403 for anyone else's customer).
 */
export function createPlenigoRouter(deps: {
  selfUrl: string;
  resolveSession: SessionResolver;
  logger: Logger;
}): Router {
  const { selfUrl, resolveSession, logger } = deps;
  const router = express.Router();

  async function relay<T>(res: Response, path: string, jwt: string, schema: z.ZodMiniType<T>): Promise<void> {
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(new URL(path, selfUrl), {
        headers: { accept: 'application/json', authorization: `Bearer ${jwt}` },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      logger.warn({ err }, 'payments unreachable');
      res.status(503).json({ status: 503, message: 'upstream_unavailable' });
      return;
    }
    const body: unknown = await upstream.json().catch(() => null);
    if (upstream.ok) {
      const parsed = schema.safeParse(body);
      if (parsed.success) res.json(parsed.data);
      else res.status(502).json({ status: 502, message: 'upstream_answer_invalid' });
      return;
    }
    const error = paymentsErrorSchema.safeParse(body);
    if (error.success && upstream.status < 500) {
      res.status(upstream.status).json(error.data);
      return;
    }
    logger.warn({ status: upstream.status }, 'payments failed');
    res.status(502).json({ status: 502, message: 'upstream_unavailable' });
  }

  router.get('/plenigo/session', async (req, res) => {
    res.setHeader('cache-control', 'private, no-store');
    const reader = await resolveSession(req, res);
    if (!reader) {
      res.status(401).json({ status: 401, message: 'unauthorized' });
      return;
    }
    await relay(res, `/payments/customers/by-sso-id/${reader.claims.sub}`, reader.jwt, paymentCustomerSchema);
  });

  router.get('/plenigo/wallet/:customerId', async (req, res) => {
    res.setHeader('cache-control', 'private, no-store');
    const customerId = customerIdSchema.safeParse(req.params.customerId);
    if (!customerId.success) {
      res.status(400).json({ status: 400, message: 'invalid_request' });
      return;
    }
    const reader = await resolveSession(req, res);
    if (!reader) {
      res.status(401).json({ status: 401, message: 'unauthorized' });
      return;
    }
    await relay(res, `/payments/customers/${customerId.data}/wallet`, reader.jwt, creditWalletSchema);
  });

  return router;
}
