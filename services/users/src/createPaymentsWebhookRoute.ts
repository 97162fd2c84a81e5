import { getMandator } from '@news/config/mandators';
import { creditPurchaseCreatedSchema, WEBHOOK_SIGNATURE_HEADER } from '@news/contracts/webhooks';
import type { Db } from '@news/db/createDb';
import { verifyWebhookSignature } from '@news/outbox/verifyWebhookSignature';
import express, { type Router } from 'express';
import { UserApiError } from './UserApiError';

/**
 * POST /webhooks/payments: the payments service announces a purchase with credits (`credit_purchase.created`,
 * contracts/webhooks.ts), and the user API's /credit-purchases answer it from then on. The raw body must carry a
 * valid signature with the shared secret (401 `invalid_signature`; no reader token here, the signature is the
 * proof), then the event must match its contract and name a known brand (400 `invalid_event`). Idempotent: an
 * event processed before (by its id) and a purchase recorded before change nothing; both answer 204.
 * Mount it before any JSON parser: the signature is over the exact bytes.
 */
export function createPaymentsWebhookRoute(db: Db, secret: string): Router {
  const router = express.Router();
  router.post('/webhooks/payments', express.raw({ type: () => true, limit: '16kb' }), async (req, res) => {
    const raw: unknown = req.body;
    if (!Buffer.isBuffer(raw) || !verifyWebhookSignature(raw, req.get(WEBHOOK_SIGNATURE_HEADER), secret))
      throw new UserApiError(401, 'invalid_signature', 'Die Signatur der Nachricht ist ungültig.');
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      json = undefined;
    }
    const event = creditPurchaseCreatedSchema.safeParse(json);
    if (!event.success || !getMandator(event.data.data.mandator))
      throw new UserApiError(400, 'invalid_event', 'Die Nachricht entspricht nicht dem Vertrag.');
    const { id, type, data } = event.data;
    await db.transaction(async (tx) => {
      const fresh = await tx.query(
        `insert into users.processed_webhook_events (event_id, event_type) values ($1, $2)
           on conflict do nothing returning event_id`,
        [id, type],
      );
      if (fresh.rows.length === 0) return;
      await tx.query(
        `insert into users.credit_purchases (sso_id, mandator, article_id, purchased_at) values ($1, $2, $3, $4)
           on conflict do nothing`,
        [data.ssoId, data.mandator, data.articleId, data.purchasedAt],
      );
    });
    res.status(204).end();
  });
  return router;
}
