import { accountTabs } from '@news/config/accountTabs';
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

/**
 * `account-tabs-access`: runs after payment-session; stops the chain for a logged-out reader, and leads a reader to
 * /account when the route's tab is hidden for them (accountTabs, the portal's tab navigation decides the same).
 */
export const accountTabsAccessMiddleware: RouteMiddleware = (ctx) => {
  const access = accountTabAccess(ctx.state, ctx.run.paymentSession);
  if (access === 'closed') return 'stop';
  const roles = ctx.state.user?.roles ?? [];
  const tab = accountTabs(roles, access === 'open' ? 'available' : 'unavailable').find(
    (t) => t.route === ctx.route.name,
  );
  if (tab?.state === 'hidden') {
    ctx.navigate('/account');
    return 'stop';
  }
  return 'next';
};
