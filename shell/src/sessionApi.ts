import { creditWalletSchema, paymentCustomerSchema, type CreditWallet } from '@news/contracts/paymentsApi';
import {
  loggedOutUserState,
  missingFieldsSchema,
  userStateSchema,
  type UserState,
} from '@news/contracts/userState';

/**
 * The page's one session client (spec §7 "App server"): every call of the reader's session goes through here,
 * and every answer is validated. The remotes get the session from the shell's `auth` bus topic.
 */
const getJson = (path: string): Promise<Response> =>
  fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });

/** The reader's session; `forceRefresh` renews the identity token with the refresh token first. */
export async function fetchUserState(forceRefresh: boolean): Promise<UserState> {
  const res = await getJson(forceRefresh ? '/api/validate?forceRefresh=true' : '/api/validate');
  if (!res.ok) throw new Error(`/api/validate answered ${res.status}`);
  return userStateSchema.parse(await res.json());
}

/** Ends the session (revokes the refresh token, clears the httpOnly cookies). */
export async function endSession(): Promise<UserState> {
  const res = await getJson('/api/mein/oauth2/logout');
  if (!res.ok) throw new Error(`logout answered ${res.status}`);
  const parsed = userStateSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : loggedOutUserState;
}

/** The registration fields the logged-in reader still has to fill in (complete-registration). */
export async function fetchMissingFields(): Promise<string[]> {
  const res = await getJson('/api/mein/oauth2/registration/form/missing-fields');
  if (!res.ok) throw new Error(`missing-fields answered ${res.status}`);
  return missingFieldsSchema.parse(await res.json()).missingFields;
}

/** The payment provider's session: its customer, none, or failed (unreachable, broken answer). */
export type PaymentSession = { kind: 'customer'; customerId: string } | { kind: 'none' } | { kind: 'failed' };

/**
 * GET /api/plenigo/session. A 404 means there is no customer (or no payment provider behind this app server),
 * which is not an error; a 5xx, a network failure or an answer of the wrong shape is `failed` and logged.
 */
export async function fetchPaymentSession(): Promise<PaymentSession> {
  try {
    const res = await getJson('/api/plenigo/session');
    if (res.status === 404 || res.status === 401) return { kind: 'none' };
    if (!res.ok) throw new Error(`/api/plenigo/session answered ${res.status}`);
    return { kind: 'customer', customerId: paymentCustomerSchema.parse(await res.json()).customerId };
  } catch (error) {
    console.warn('[shell] no plenigo customer found', error);
    return { kind: 'failed' };
  }
}

/** GET /api/plenigo/wallet/{customerId}: the customer's credit wallet. Throws when it cannot be read. */
export async function fetchWallet(customerId: string): Promise<CreditWallet> {
  const res = await getJson(`/api/plenigo/wallet/${encodeURIComponent(customerId)}`);
  if (!res.ok) throw new Error(`/api/plenigo/wallet answered ${res.status}`);
  return creditWalletSchema.parse(await res.json());
}
