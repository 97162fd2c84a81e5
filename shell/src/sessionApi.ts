import { creditWalletSchema, paymentCustomerSchema, type CreditWallet } from '@news/contracts/paymentsApi';
import {
  loggedOutUserState,
  missingFieldsSchema,
  userStateSchema,
  type UserState,
} from '@news/contracts/userState';
import { HttpError } from '@news/http-client/createHttpClient';
import { apiClient } from './apiClient';

/**
 * The page's one session client (spec §7 "App server"): every call of the reader's session goes through here,
 * and every answer is validated. The remotes get the session from the shell's `auth` bus topic.
 */
const getJson = (path: string): Promise<unknown> => apiClient.request(path, { credentials: 'same-origin' });

/** The reader's session; `forceRefresh` renews the identity token with the refresh token first. */
export async function fetchUserState(forceRefresh: boolean): Promise<UserState> {
  return userStateSchema.parse(await getJson(`/api/validate${forceRefresh ? '?forceRefresh=true' : ''}`));
}

/** Ends the session (revokes the refresh token, clears the httpOnly cookies). */
export async function endSession(): Promise<UserState> {
  const parsed = userStateSchema.safeParse(await getJson('/api/mein/oauth2/logout'));
  return parsed.success ? parsed.data : loggedOutUserState;
}

/** The registration fields the logged-in reader still has to fill in (complete-registration). */
export async function fetchMissingFields(): Promise<string[]> {
  return missingFieldsSchema.parse(await getJson('/api/mein/oauth2/registration/form/missing-fields'))
    .missingFields;
}

/** The payment provider's session: its customer, none, or failed (unreachable, broken answer). */
export type PaymentSession = { kind: 'customer'; customerId: string } | { kind: 'none' } | { kind: 'failed' };

/**
 * GET /api/plenigo/session. A 404 means there is no customer (or no payment provider behind this app server),
 * which is not an error; a 5xx, a network failure or an answer of the wrong shape is `failed` and logged.
 */
export async function fetchPaymentSession(): Promise<PaymentSession> {
  try {
    return {
      kind: 'customer',
      customerId: paymentCustomerSchema.parse(await getJson('/api/plenigo/session')).customerId,
    };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 401)) return { kind: 'none' };
    console.warn('[shell] no plenigo customer found', error);
    return { kind: 'failed' };
  }
}

/** GET /api/plenigo/wallet/{customerId}: the customer's credit wallet. Throws when it cannot be read. */
export async function fetchWallet(customerId: string): Promise<CreditWallet> {
  return creditWalletSchema.parse(await getJson(`/api/plenigo/wallet/${encodeURIComponent(customerId)}`));
}
