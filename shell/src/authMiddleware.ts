import type { RouteMiddleware } from './routeMiddleware';

/**
 * `auth` (spec §6 route guards): a logged-out reader is asked to log in — the login dialog, or the registration
 * dialog when it was requested with #register — and continues on this page afterwards (stored target).
 */
export const authMiddleware: RouteMiddleware = (ctx) => {
  if (ctx.state.isLoggedIn) return 'next';
  ctx.storeTarget(`${ctx.pathname}${ctx.search}`);
  ctx.openOverlay(ctx.hash === '#register' ? 'register' : 'login');
  return 'stop';
};
