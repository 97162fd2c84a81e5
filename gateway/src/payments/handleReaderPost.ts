import type { ApiError } from '@news/contracts/apiError';
import type { RequestHandler } from 'express';
import type { z } from 'zod/mini';
import type { ReaderSession } from '../auth/createSessionResolver';
import type { PaymentsRelay } from './createPaymentsRelay';

/**
 * A reader's POST with a JSON body in its contract (after withPaymentsReader and the body parser): 400 with
 * `invalid` for a body outside it, else the payments service at `/payments/customers/by-sso-id/{sub}{path}`.
 */
export function handleReaderPost<B, T>(
  relay: PaymentsRelay,
  call: {
    body: z.ZodMiniType<B>;
    invalid: ApiError;
    path: (session: ReaderSession, body: B) => string;
    schema: z.ZodMiniType<T>;
  },
): RequestHandler {
  return async (req, res) => {
    const session = res.locals.session as ReaderSession;
    const body = call.body.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(call.invalid);
      return;
    }
    await relay(res, { path: call.path(session, body.data), session, schema: call.schema, body: body.data });
  };
}
