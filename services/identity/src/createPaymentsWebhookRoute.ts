import {
  paymentsToIdentityEventSchema,
  WEBHOOK_SIGNATURE_HEADER,
  type InvitationCreated,
} from '@news/contracts/webhooks';
import type { Db } from '@news/db/createDb';
import { verifyWebhookSignature } from '@news/outbox/verifyWebhookSignature';
import express, { type Router } from 'express';
import { buildInvitationMail } from './buildMails';
import { IdentityHttpError, messages } from './IdentityHttpError';
import type { Mailer } from '@news/mailer/Mailer';

/**
 * Sends an invitation's mail once: the row and the mail commit together, so a repeated delivery sends nothing and a
 * failed send leaves no row (the outbox retries it).
 */
async function sendInvitationMail(
  db: Db,
  mail: { mailer: Mailer; publicBaseUrl: string },
  data: InvitationCreated['data'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'insert into identity.invitation_mails (invitation_id) values ($1) on conflict do nothing returning invitation_id',
      [data.invitationId],
    );
    if (rows.length === 0) return;
    const link = `${mail.publicBaseUrl}/order/invite?einladung=${encodeURIComponent(data.token)}`;
    await mail.mailer.sendMail(
      buildInvitationMail(data.email, data.inviterFirstName, link, data.trialDays, new Date(data.expiresAt)),
    );
  });
}

/**
 * POST /webhooks/payments: the payments service grants a role (a purchase) or limits it (a cancellation), event
 * `role_grant.changed`, or asks for an invitation's mail, `invitation.created` (contracts/webhooks.ts). The raw body must carry a valid signature with the shared secret
 * (401; the signature is the proof, no reader token), then match the contract (400). The last event per grant wins:
 * an event delivered again, or one older than what is stored, changes nothing. The reader's next token carries the
 * roles (accounts.ts). Mount it before any JSON parser: the signature is over the exact bytes.
 */
export function createPaymentsWebhookRoute(
  db: Db,
  secret: string,
  mail: { mailer: Mailer; publicBaseUrl: string },
): Router {
  const router = express.Router();
  router.post('/webhooks/payments', express.raw({ type: () => true, limit: '16kb' }), async (req, res) => {
    const raw: unknown = req.body;
    if (!Buffer.isBuffer(raw) || !verifyWebhookSignature(raw, req.get(WEBHOOK_SIGNATURE_HEADER), secret))
      throw new IdentityHttpError(401, 'UnauthorizedError', messages.invalidSignature, {
        reason: 'invalid_signature',
      });
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      json = undefined;
    }
    const event = paymentsToIdentityEventSchema.safeParse(json);
    if (!event.success)
      throw new IdentityHttpError(400, 'ValidationError', messages.invalidInput, { reason: 'invalid_event' });
    if (event.data.type === 'invitation.created') {
      await sendInvitationMail(db, mail, event.data.data);
      res.status(204).end();
      return;
    }
    const { occurredAt, data } = event.data;
    await db.query(
      `insert into identity.role_grants (grant_id, sso_id, role, valid_until, changed_at) values ($1, $2, $3, $4, $5)
       on conflict (grant_id) do update
         set role = excluded.role, valid_until = excluded.valid_until, changed_at = excluded.changed_at,
             updated_at = now()
         where identity.role_grants.sso_id = excluded.sso_id and identity.role_grants.changed_at < excluded.changed_at`,
      [data.grantId, data.ssoId, data.role, data.validUntil, occurredAt],
    );
    res.status(204).end();
  });
  return router;
}
