import {
  accessTermsSchema,
  orderSchema,
  paymentMethodsSchema,
  productsSchema,
  subscriptionSchema,
  subscriptionsSchema,
  type AccessTerm,
  type CheckoutBody,
  type Order,
  type PaymentMethodInfo,
  type Product,
  type Subscription,
} from '@news/contracts/commerceApi';
import { apiErrorSchema } from '@news/contracts/apiError';
import { userStateSchema } from '@news/contracts/userState';
import type { z } from 'zod/mini';

/** A refusal of the app server: its code and the German message a reader may see. */
export class CommerceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}

const FALLBACK = 'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.';

/** One call of the app server: the answer in its contract, or a CommerceError with the German message. */
export async function call<T>(path: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return schema.parse(json);
  const error = apiErrorSchema.safeParse(json);
  throw error.success && res.status < 500
    ? new CommerceError(error.data.code, error.data.message)
    : new CommerceError('unavailable', FALLBACK);
}

/** The app server's selling endpoints (/api/plenigo/*, issue 14) for the portal's order and account pages. */
export const commerceClient = {
  products: (): Promise<Product[]> => call('/api/plenigo/products', productsSchema),
  paymentMethods: (): Promise<PaymentMethodInfo[]> =>
    call('/api/plenigo/payment-methods', paymentMethodsSchema),
  checkout: (body: CheckoutBody): Promise<Order> => call('/api/plenigo/checkout', orderSchema, body),
  subscriptions: (): Promise<Subscription[]> => call('/api/plenigo/subscriptions', subscriptionsSchema),
  accessTerms: (): Promise<AccessTerm[]> => call('/api/plenigo/access-terms', accessTermsSchema),
  cancel: (subscriptionId: string): Promise<Subscription> =>
    call(`/api/plenigo/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, subscriptionSchema, {}),
  /**
   * Renews the session until its token carries `role` (the purchase's grant travels from payments to identity in
   * the background, usually within milliseconds): true once it does, false after `timeoutMs`.
   */
  async refreshUntilRole(role: string, timeoutMs = 10_000): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const state = await call('/api/validate?forceRefresh=true', userStateSchema).catch(() => null);
      if (state?.user?.roles.includes(role)) return true;
      if (Date.now() > end) return false;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  },
};
