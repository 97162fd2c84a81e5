import { z } from 'zod/mini';
import { identityRoleSchema } from './identityToken';

/**
 * Selling (issue 14): the brand's products, the checkout, orders, subscriptions and invoices of the payments
 * service, shaped like the payment provider's API. Prices are in euro cents. Errors are `apiErrorSchema`.
 */
export const productIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/));

export const productSchema = z.object({
  productId: productIdSchema,
  /** German name readers see. */
  name: z.string().check(z.minLength(1)),
  /** What the product includes, one German sentence each. */
  includes: z.array(z.string().check(z.minLength(1))),
  priceCents: z.int().check(z.positive()),
  currency: z.literal('EUR'),
  /** 'month'/'year': a subscription renewed each period; 'once': a credit pack. */
  period: z.enum(['month', 'year', 'once']),
  /** The role a purchase grants (spec §6). */
  role: identityRoleSchema,
  /** Credits a pack adds to the wallet (0 for subscriptions). */
  credits: z.int().check(z.nonnegative()),
});
export type Product = z.infer<typeof productSchema>;
export const productsSchema = z.array(productSchema);

/** The billing address of a checkout. */
export const billingAddressSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  street: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  postcode: z.string().check(z.regex(/^\d{5}$/)),
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * Body of a checkout. `idempotencyKey` is made once per checkout page: the same key again (a double click, a
 * retried request) answers the first order and buys nothing more.
 */
export const checkoutBodySchema = z.object({
  productId: productIdSchema,
  paymentMethod: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
  idempotencyKey: z.uuid(),
  address: billingAddressSchema,
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const orderSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  productId: productIdSchema,
  productName: z.string(),
  amountCents: z.int().check(z.positive()),
  currency: z.literal('EUR'),
  status: z.literal('paid'),
  paymentMethod: z.string(),
  createdAt: z.iso.datetime(),
  /** The subscription the order started (absent for a credit pack). */
  subscriptionId: z.optional(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

export const subscriptionIdSchema = z.string().check(z.regex(/^S-[0-9a-f-]{36}$/));

/**
 * A subscription: started, renewed each period at `renewsAt` while it runs; a cancelled one ends (and its role
 * with it) at `endsAt`, the end of the period that was paid.
 */
export const subscriptionSchema = z.object({
  subscriptionId: subscriptionIdSchema,
  productId: productIdSchema,
  productName: z.string(),
  priceCents: z.int().check(z.positive()),
  currency: z.literal('EUR'),
  period: z.enum(['month', 'year']),
  startedAt: z.iso.datetime(),
  /** The next renewal; null once cancelled. */
  renewsAt: z.nullable(z.iso.datetime()),
  cancelledAt: z.nullable(z.iso.datetime()),
  endsAt: z.nullable(z.iso.datetime()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsSchema = z.array(subscriptionSchema);

/**
 * A term of access without a running subscription (/account/abo lists them beside the subscriptions): a redeemed
 * voucher for a subscription product, or the trial a friend's invitation gave. Nothing renews and nothing is to be
 * cancelled: the term, and its role, ends by itself at `endsAt`.
 */
export const accessTermSchema = z.object({
  kind: z.enum(['voucher', 'trial']),
  productName: z.string(),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type AccessTerm = z.infer<typeof accessTermSchema>;
export const accessTermsSchema = z.array(accessTermSchema);

export const invoiceSchema = z.object({
  invoiceNumber: z.string().check(z.minLength(1)),
  orderId: z.string(),
  productName: z.string(),
  amountCents: z.int().check(z.positive()),
  currency: z.literal('EUR'),
  issuedAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesSchema = z.array(invoiceSchema);

/** The payment methods a checkout offers (the adapters the service is configured with). */
export const paymentMethodsSchema = z.array(z.object({ id: z.string(), label: z.string() }));
export type PaymentMethodInfo = z.infer<typeof paymentMethodsSchema>[number];
