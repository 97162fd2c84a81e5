import { publishPaymentSession } from './publishPaymentSession';
import type { RouteMiddleware } from './routeMiddleware';

/**
 * `payment-session` (account pages, spec §6): reads the reader's session at the payment provider
 * (GET /api/plenigo/session) and announces it on the bus. A failed session does not block the page: the portal
 * shows a notice instead (PAYMENT_UNAVAILABLE).
 */
export const paymentSessionMiddleware: RouteMiddleware = async (ctx) => {
  if (!ctx.state.isLoggedIn) return 'stop';
  const session = await ctx.api.paymentSession();
  if (!ctx.isCurrent()) return 'stop';
  ctx.run.paymentSession = session;
  publishPaymentSession(ctx.bus, session);
  return 'next';
};
