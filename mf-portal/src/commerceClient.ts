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
import { userStateSchema } from '@news/contracts/userState';
import { HttpError } from '@news/http-client/createHttpClient';
import { messageForReader } from '@news/http-client/messageForReader';
import type { z } from 'zod/mini';
import { apiClient } from './apiClient';

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

/**
 * One call of the app server: the answer in its contract, or a CommerceError with the refusal's code (a server
 * error or a lost connection: `unavailable`) and the German message for the reader.
 */
export async function call<T>(path: string, schema: z.ZodMiniType<T>, json?: unknown): Promise<T> {
  let answer: unknown;
  try {
    answer = await apiClient.request(path, {
      method: json === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      json,
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const code = error.status < 500 && !error.offline ? error.code : undefined;
    throw new CommerceError(code ?? 'unavailable', messageForReader(error));
  }
  return schema.parse(answer);
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
