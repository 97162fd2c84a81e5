import { nativeLoginUrl } from './nativeLoginUrl';
import type { RouteMiddleware } from './routeMiddleware';

/**
 * `auth` (spec §6 route guards): a logged-out reader is asked to log in — the login dialog, or the registration
 * dialog when it was requested with #register — and continues on this page afterwards (stored target). Native
 * app users go to the native login page instead of the web dialog (see nativeLoginUrl).
 */
export const authMiddleware: RouteMiddleware = (ctx) => {
  if (ctx.state.isLoggedIn) return 'next';
  const target = `${ctx.pathname}${ctx.search}`;
  const register = ctx.hash === '#register';
  ctx.storeTarget(target);
  if (ctx.native) ctx.leaveTo(nativeLoginUrl(register ? 'registration' : 'login', target));
  else ctx.openOverlay(register ? 'register' : 'login');
  return 'stop';
};
