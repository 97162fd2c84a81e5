import { resolveRoute } from '@news/config/routeTable';
import { loggedOutUserState, type UserState } from '@news/contracts/userState';
import { createEventBus } from '@news/event-bus/createEventBus';
import type { MiddlewareContext } from '../routeMiddleware';

export const loggedInState: UserState = {
  isLoggedIn: true,
  hasVerifiedEmail: true,
  expiresAt: 1,
  user: {
    ssoId: 'sso-1',
    email: 'leser@example.com',
    emailVerified: true,
    firstName: 'Lena',
    lastName: 'Leser',
    roles: [],
  },
  flags: {
    isPlusUser: false,
    isEpaperUser: false,
    isPurUser: false,
    isWalletUser: false,
    isTagSubscriptionUser: false,
  },
};

/** A middleware context for a URL with recording effects, for the middleware tests. */
export function middlewareContext(
  url: string,
  overrides: Partial<MiddlewareContext> = {},
): MiddlewareContext & { effects: unknown[][] } {
  const parsed = new URL(url, 'http://localhost');
  const resolved = resolveRoute(parsed.pathname);
  if (resolved.kind !== 'ok') throw new Error(`no route for ${url}`);
  const effects: unknown[][] = [];
  return {
    effects,
    route: resolved.route,
    params: resolved.params,
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    state: loggedOutUserState,
    native: false,
    isCurrent: () => true,
    run: {},
    storeTarget: (path) => effects.push(['storeTarget', path]),
    takeTarget: () => {
      effects.push(['takeTarget']);
      return null;
    },
    openOverlay: (hash, extra) => effects.push(['openOverlay', hash, ...(extra ? [extra] : [])]),
    navigate: (path) => effects.push(['navigate', path]),
    leaveTo: (target) => effects.push(['leaveTo', target]),
    bus: createEventBus(),
    api: {
      missingFields: async () => [],
      paymentSession: async () => ({ kind: 'none' }),
      wallet: async (customerId) => ({ customerId, uniqueId: 'w-1', availableCreditCount: 3 }),
    },
    ...overrides,
  };
}
