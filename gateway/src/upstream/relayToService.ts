import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod/mini';
import type { Mandator } from '@news/config/mandators';
import { apiError, apiErrorSchema } from '@news/contracts/apiError';
import type { SelfRequest } from './selfRequest';
import { sendUpstreamUnavailable } from './sendUpstreamUnavailable';

export type RelayCall<T> = {
  method: 'GET' | 'POST';
  /** The service's public path through the gateway (`/paywall/…`, `/payments/…`). */
  path: string;
  body?: unknown;
  /** The reader's verified identity token, sent as Bearer. */
  jwt?: string;
  /** The answer's contract: a 2xx body that does not match it is 502, never passed on. */
  schema: z.ZodMiniType<T>;
};

/**
 * An app-server endpoint that asks a service for the reader, through the gateway's own paths for the request's brand,
 * and passes the answer on: a 2xx checked against its contract, a 4xx error body `{ status, code, message }` as it
 * came (the service's German message), anything else (unreachable, too slow, 5xx, an unexpected shape) a 503 or 502
 * with a German message. Never stored by a cache.
 */
export function relayToService(deps: { self: SelfRequest; timeoutMs: number; logger: Logger }) {
  return async function relay<T>(_req: Request, res: Response, call: RelayCall<T>): Promise<void> {
    res.setHeader('cache-control', 'private, no-store');
    const mandator = res.locals.mandator as Mandator;
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(new URL(call.path, deps.self.baseUrl), {
        method: call.method,
        headers: {
          ...deps.self.headers(mandator.id),
          ...(call.jwt ? { authorization: `Bearer ${call.jwt}` } : {}),
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
    } catch (err) {
      deps.logger.warn({ err, path: call.path }, 'service unreachable');
      sendUpstreamUnavailable(res);
      return;
    }
    const body: unknown = await upstream.json().catch(() => null);
    if (upstream.ok) {
      const parsed = call.schema.safeParse(body);
      if (parsed.success) res.status(upstream.status).json(parsed.data);
      else {
        deps.logger.warn({ path: call.path }, 'service answered an unexpected shape');
        res
          .status(502)
          .json(apiError(502, 'upstream_answer_invalid', 'Der Dienst hat unerwartet geantwortet.'));
      }
      return;
    }
    const error = apiErrorSchema.safeParse(body);
    if (error.success && upstream.status >= 400 && upstream.status < 500) {
      res.status(upstream.status).json(error.data);
      return;
    }
    deps.logger.warn({ path: call.path, status: upstream.status }, 'service failed');
    sendUpstreamUnavailable(res);
  };
}
