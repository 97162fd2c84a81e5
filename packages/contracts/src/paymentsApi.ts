import { z } from 'zod/mini';

/**
 * The payments service's API, shaped like the payment provider's (spec §3 "Wallet", §7 App server
 * /api/plenigo/*). Errors of the service and of /api/plenigo/* are `apiErrorSchema` (apiError.ts): the status, a
 * machine-readable code and a German message.
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

const articleIdSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));

/** The price of one article in credits (coins): every sold article costs one. */
export const ARTICLE_PRICE_IN_CREDITS = 1;

/**
 * Body of POST /api/plenigo/credits/use (spec §7): the reader (userId = ssoId) spends `coinsAmount` credits of
 * the wallet `uniqueId` of customer `customerId` on article `articleId`. `reason` says what for (e.g.
 * "article_purchase"). Another reader's customer is 403; wrong types or amounts are 400 with a code.
 */
export const creditUseBodySchema = z.object({
  customerId: customerIdSchema,
  uniqueId: z.string().check(z.minLength(1), z.maxLength(64)),
  reason: z.string().check(z.minLength(1), z.maxLength(100)),
  userId: z.uuid(),
  articleId: articleIdSchema,
  coinsAmount: z.literal(ARTICLE_PRICE_IN_CREDITS),
});
export type CreditUseBody = z.infer<typeof creditUseBodySchema>;

/**
 * Answer of POST /api/plenigo/credits/use: the new credit count, the purchase, and whether this call bought it
 * (false: it was bought before, nothing was charged again).
 */
export const creditUseAnswerSchema = z.object({
  availableCreditCount: z.int().check(z.nonnegative()),
  articleId: articleIdSchema,
  purchasedAt: z.iso.datetime(),
  charged: z.boolean(),
});
export type CreditUseAnswer = z.infer<typeof creditUseAnswerSchema>;

/** One article bought with credits (spec §3 wallet articleCreditEntries). */
export const creditPurchaseSchema = z.object({ articleId: articleIdSchema, purchasedAt: z.iso.datetime() });
export type CreditPurchase = z.infer<typeof creditPurchaseSchema>;

/** GET /api/plenigo/credits/purchases: the reader's purchases in this brand, newest first. */
export const creditPurchasesSchema = z.array(creditPurchaseSchema);
