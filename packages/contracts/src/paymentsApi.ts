import { z } from 'zod/mini';

/**
 * The payments service's read API, shaped like the payment provider's (spec §3 "Wallet", §7 App server
 * /api/plenigo/session and /api/plenigo/wallet/{customerId}).
 */
export const customerIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** A payment customer: the provider's customer id for one reader (ssoId). */
export const paymentCustomerSchema = z.object({
  customerId: customerIdSchema,
  ssoId: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type PaymentCustomer = z.infer<typeof paymentCustomerSchema>;

/** The customer's credit wallet: credits buy single articles (spec §6 WALLET_USER). */
export const creditWalletSchema = z.object({
  customerId: customerIdSchema,
  uniqueId: z.string().check(z.minLength(1), z.maxLength(64)),
  availableCreditCount: z.int().check(z.nonnegative()),
});
export type CreditWallet = z.infer<typeof creditWalletSchema>;

/** Error answer of the payments service and of /api/plenigo/*: a machine-readable code in `message`. */
export const paymentsErrorSchema = z.object({
  status: z.int().check(z.minimum(400), z.maximum(599)),
  message: z.string().check(z.minLength(1)),
});
