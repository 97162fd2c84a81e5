import type { UserState } from '@news/contracts/userState';
import type { RouteMiddleware } from './routeMiddleware';
import type { PaymentSession } from './sessionApi';

/**
 * Access to the account tabs (spec §6 "check of tab access"; the guard's internals are not specified): open for a
 * logged-in reader whose payment session answered; `degraded` when it could not be read — the tab still opens,
 * with a notice, because the reader's own data (e-mail, logout) must stay reachable; `closed` when logged out.
 */
export function accountTabAccess(
  state: UserState,
  session: PaymentSession | undefined,
): 'open' | 'degraded' | 'closed' {
  if (!state.isLoggedIn) return 'closed';
  return session === undefined || session.kind === 'failed' ? 'degraded' : 'open';
}

/** `account-tabs-access`: runs after payment-session; stops the chain only for a logged-out reader. */
export const accountTabsAccessMiddleware: RouteMiddleware = (ctx) =>
  accountTabAccess(ctx.state, ctx.run.paymentSession) === 'closed' ? 'stop' : 'next';
