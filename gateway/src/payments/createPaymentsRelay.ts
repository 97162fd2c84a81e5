import type { Mandator } from '@news/config/mandators';
import { apiError, apiErrorSchema } from '@news/contracts/apiError';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod/mini';
import type { ReaderSession } from '../auth/createSessionResolver';
import type { SelfRequest } from '../upstream/selfRequest';

const upstreamUnavailable = (status: 502 | 503) =>
  apiError(
    status,
    'upstream_unavailable',
    'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  );

/** One call of the payments service: its path, the reader (as Bearer), the answer's contract and a JSON body. */
export type PaymentsCall<T> = {
  path: string;
  session?: ReaderSession;
  schema: z.ZodMiniType<T>;
  body?: unknown;
};
export type PaymentsRelay = <T>(res: Response, call: PaymentsCall<T>) => Promise<void>;

/**
 * Calls the payments service through the gateway's own `/payments` path (in-process or proxied alike) with the
 * request's brand, and answers with what it said: the body in its contract, its `{ status, code, message }` for a
 * refusal; 503 when it is unreachable and 502 for a failure or an answer outside its contract.
 */
export function createPaymentsRelay(deps: { self: SelfRequest; logger: Logger }): PaymentsRelay {
  const { self, logger } = deps;
  return async (res, call) => {
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(new URL(call.path, self.baseUrl), {
        method: call.body === undefined ? 'GET' : 'POST',
        headers: {
          ...self.headers((res.locals.mandator as Mandator).id),
          ...(call.session ? { authorization: `Bearer ${call.session.jwt}` } : {}),
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      logger.warn({ err }, 'payments unreachable');
      res.status(503).json(upstreamUnavailable(503));
      return;
    }
    const body: unknown = await upstream.json().catch(() => null);
    if (upstream.ok) {
      const parsed = call.schema.safeParse(body);
      if (parsed.success) res.status(upstream.status).json(parsed.data);
      else {
        logger.warn({ path: call.path }, 'payments answered outside its contract');
        res.status(502).json(upstreamUnavailable(502));
      }
      return;
    }
    const error = apiErrorSchema.safeParse(body);
    if (error.success && upstream.status < 500) {
      res.status(upstream.status).json(error.data);
      return;
    }
    logger.warn({ status: upstream.status }, 'payments failed');
    res.status(502).json(upstreamUnavailable(502));
  };
}
