import { z } from 'zod/mini';
import { identityRoleSchema } from './identityToken';

/**
 * Webhooks between services (ARCHITECTURE §5): a service tells another about a change with a signed POST from its
 * transactional outbox, retried until the receiver answers 2xx. Receivers are idempotent by event id.
 *
 * Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the shared WEBHOOK_SECRET>`.
 * A receiver refuses a missing or wrong signature and one older than WEBHOOK_TOLERANCE_SECONDS (401).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const envelope = <T extends string, D extends z.ZodMiniType>(type: T, data: D) =>
  z.object({
    id: z.uuid(),
    type: z.literal(type),
    occurredAt: z.iso.datetime(),
    data,
  });

/** Payments → users: a reader bought an article with a credit (the user API's /credit-purchases read it). */
export const creditPurchaseCreatedSchema = envelope(
  'credit_purchase.created',
  z.object({
    ssoId: z.uuid(),
    mandator: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
    articleId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    purchasedAt: z.iso.datetime(),
  }),
);
export type CreditPurchaseCreated = z.infer<typeof creditPurchaseCreatedSchema>;

/**
 * Payments → identity: a purchase grants (or a cancellation limits) a role. `grantId` names the source (a
 * subscription, a wallet); the last event per grant wins. `validUntil` null: as long as it runs; a date: the role
 * ends then (a cancelled subscription keeps it until its end date).
 */
export const roleGrantChangedSchema = envelope(
  'role_grant.changed',
  z.object({
    grantId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    ssoId: z.uuid(),
    role: identityRoleSchema,
    validUntil: z.nullable(z.iso.datetime()),
  }),
);
export type RoleGrantChanged = z.infer<typeof roleGrantChangedSchema>;

/**
 * Payments → identity: a plus reader invited a friend (/order/invite). The identity service, which owns the mails,
 * sends the invitation with the link `/order/invite?einladung={token}` to `email`.
 */
export const invitationCreatedSchema = envelope(
  'invitation.created',
  z.object({
    invitationId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    email: z.email(),
    inviterFirstName: z.string().check(z.maxLength(100)),
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
    trialDays: z.int().check(z.positive(), z.maximum(366)),
    expiresAt: z.iso.datetime(),
  }),
);
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** Everything the identity service's POST /webhooks/payments receives. */
export const paymentsToIdentityEventSchema = z.discriminatedUnion('type', [
  roleGrantChangedSchema,
  invitationCreatedSchema,
]);
