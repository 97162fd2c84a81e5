import { z } from 'zod/mini';
import { identityRoleSchema } from './identityToken';
import { creditWalletSchema } from './paymentsApi';

/**
 * Vouchers, invitations and the plus verification (issue 14, /order/code, /order/invite, /account/plus-verification),
 * answered by the payments service through the app server's /api/plenigo/*. Errors are `apiErrorSchema`.
 */

/** A voucher code as readers type it: spaces around it and lower case do not matter. */
export const voucherCodeSchema = z
  .string()
  .check(z.maxLength(64), z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{3,31}$/));

export const voucherRedeemBodySchema = z.object({ code: voucherCodeSchema });
export type VoucherRedeemBody = z.infer<typeof voucherRedeemBodySchema>;

/** What a redeemed voucher gave: a subscription for its term (role until `validUntil`) or coins. */
export const voucherRedemptionSchema = z.object({
  code: z.string(),
  productId: z.string(),
  productName: z.string(),
  role: identityRoleSchema,
  /** The end of the subscription's term (null for coins, which stay). */
  validUntil: z.nullable(z.iso.datetime()),
  /** Coins added to the wallet (0 for a subscription) and the wallet with its new balance (null for a subscription). */
  credits: z.int().check(z.nonnegative()),
  wallet: z.nullable(creditWalletSchema),
  redeemedAt: z.iso.datetime(),
});
export type VoucherRedemption = z.infer<typeof voucherRedemptionSchema>;

export const invitationBodySchema = z.object({
  email: z.string().check(z.maxLength(254), z.trim(), z.toLowerCase(), z.email()),
});
export type InvitationBody = z.infer<typeof invitationBodySchema>;

export const invitationSchema = z.object({
  invitationId: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  acceptedAt: z.nullable(z.iso.datetime()),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The reader's invitations: whether they may invite (plus only), how many are left, those sent, newest first. */
export const invitationsOverviewSchema = z.object({
  canInvite: z.boolean(),
  limit: z.int().check(z.nonnegative()),
  remaining: z.int().check(z.nonnegative()),
  trialDays: z.int().check(z.positive()),
  invitations: z.array(invitationSchema),
});
export type InvitationsOverview = z.infer<typeof invitationsOverviewSchema>;

/** The invitation link's token (`/order/invite?einladung=…`). */
export const invitationTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
export const invitationAcceptBodySchema = z.object({ token: invitationTokenSchema });
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBodySchema>;

/** The trial an accepted invitation gave: plus until `validUntil`, then it ends by itself. */
export const trialSchema = z.object({ role: identityRoleSchema, validUntil: z.iso.datetime() });
export type Trial = z.infer<typeof trialSchema>;

export const plusVerificationBodySchema = z.object({
  customerNumber: z.string().check(z.maxLength(32), z.trim(), z.regex(/^\d{5,12}$/)),
  postcode: z.string().check(z.maxLength(16), z.trim(), z.regex(/^\d{5}$/)),
});
export type PlusVerificationBody = z.infer<typeof plusVerificationBodySchema>;

/** A print or e-paper subscription linked to the reader's account, and the role it grants. */
export const linkedSubscriptionSchema = z.object({
  customerNumber: z.string(),
  kind: z.enum(['print', 'epaper']),
  role: identityRoleSchema,
  linkedAt: z.iso.datetime(),
});
export type LinkedSubscription = z.infer<typeof linkedSubscriptionSchema>;
export const linkedSubscriptionsSchema = z.array(linkedSubscriptionSchema);

/**
 * Operator imports into the payments service (signed like a webhook with WEBHOOK_SECRET, no reader token): voucher
 * codes a publisher issues and the print and e-paper subscribers of its subscription system.
 */
export const voucherIssueBodySchema = z.object({
  vouchers: z
    .array(
      z.object({
        code: voucherCodeSchema,
        mandator: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
        productId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
        expiresAt: z.iso.datetime(),
      }),
    )
    .check(z.minLength(1), z.maxLength(1000)),
});
export type VoucherIssueBody = z.infer<typeof voucherIssueBodySchema>;

export const printSubscriberImportBodySchema = z.object({
  subscribers: z
    .array(
      z.object({
        customerNumber: z.string().check(z.regex(/^\d{5,12}$/)),
        postcode: z.string().check(z.regex(/^\d{5}$/)),
        kind: z.enum(['print', 'epaper']),
        mandator: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
      }),
    )
    .check(z.minLength(1), z.maxLength(1000)),
});
export type PrintSubscriberImportBody = z.infer<typeof printSubscriberImportBodySchema>;
