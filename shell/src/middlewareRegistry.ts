import type { RouteMiddlewareName } from '@news/config/routeTable';
import { accountTabsAccessMiddleware } from './accountTabsAccessMiddleware';
import { authMiddleware } from './authMiddleware';
import { openChangePasswordMiddleware } from './openChangePasswordMiddleware';
import { paymentSessionMiddleware } from './paymentSessionMiddleware';
import { registrationStateMiddleware } from './registrationStateMiddleware';
import type { MiddlewareImplementation } from './routeMiddleware';

/** Every route middleware of the route table (spec §2 route meta) with its implementation. */
export const middlewareRegistry: Readonly<Record<RouteMiddlewareName, MiddlewareImplementation>> = {
  auth: { runsIn: 'shell', run: authMiddleware },
  'payment-session': { runsIn: 'shell', run: paymentSessionMiddleware },
  'account-tabs-access': { runsIn: 'shell', run: accountTabsAccessMiddleware },
  'open-change-password': { runsIn: 'shell', run: openChangePasswordMiddleware },
  'registration-state': { runsIn: 'shell', run: registrationStateMiddleware },
  'iframe-embedding': {
    runsIn: 'gateway',
    enforcedBy:
      'the Content-Security-Policy frame-ancestors of the document (FRAME_ANCESTORS); the dialog itself talks only to an allowed parent origin',
  },
  'gift-article': { runsIn: 'mf-articles', enforcedBy: 'applyGiftVariant when the article page data loads' },
};
