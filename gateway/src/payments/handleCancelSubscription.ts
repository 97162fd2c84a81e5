import { apiError } from '@news/contracts/apiError';
import { subscriptionIdSchema, subscriptionSchema } from '@news/contracts/commerceApi';
import type { RequestHandler } from 'express';
import type { ReaderSession } from '../auth/createSessionResolver';
import type { PaymentsRelay } from './createPaymentsRelay';

const invalidRequest = apiError(400, 'invalid_request', 'Die Anfrage ist ungültig.');

/** POST /api/plenigo/subscriptions/{id}/cancel (after withPaymentsReader): ends at the end of its period. */
export function handleCancelSubscription(relay: PaymentsRelay): RequestHandler<{ subscriptionId: string }> {
  return async (req, res) => {
    const session = res.locals.session as ReaderSession;
    const subscriptionId = subscriptionIdSchema.safeParse(req.params.subscriptionId);
    if (!subscriptionId.success) {
      res.status(400).json(invalidRequest);
      return;
    }
    const path = `/payments/customers/by-sso-id/${session.claims.sub}/subscriptions/${subscriptionId.data}/cancel`;
    await relay(res, { path, session, schema: subscriptionSchema, body: {} });
  };
}
