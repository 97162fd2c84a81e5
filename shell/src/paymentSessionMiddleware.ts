import { publishPaymentSession } from './publishPaymentSession';
import { publishWallet } from './publishWallet';
import type { RouteMiddleware } from './routeMiddleware';

/**
 * `payment-session` (account pages, spec §6): reads the reader's session at the payment provider
 * (GET /api/plenigo/session) and announces it on the bus. A failed session does not block the page: the portal
 * shows a notice instead (PAYMENT_UNAVAILABLE). A wallet reader's wallet follows (the coins page shows it).
 */
export const paymentSessionMiddleware: RouteMiddleware = async (ctx) => {
  if (!ctx.state.isLoggedIn) return 'stop';
  const session = await ctx.api.paymentSession();
  if (!ctx.isCurrent()) return 'stop';
  ctx.run.paymentSession = session;
  publishPaymentSession(ctx.bus, session);
  if (ctx.state.flags.isWalletUser) void publishWallet(ctx.bus, session, ctx.api.wallet);
  return 'next';
};
