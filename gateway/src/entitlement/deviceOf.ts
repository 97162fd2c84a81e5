import type { Request } from 'express';
import { appVariant } from '@news/contracts/appVariant';
import type { Device } from '@news/contracts/paywallApi';

/** A phone or tablet browser (the paywall's `mobile` templates). */
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad/i;

/**
 * The device class of the paywall's templates: `app` in one of the apps (the shared rule of spec §1,
 * `@news/contracts/appVariant`: the app's user agent, `isnative=1` / `isflutter=1` in the query or the native app's
 * `news_native=1` cookie), `mobile` for a phone or tablet browser, else `desktop`.
 */
export function deviceOf(req: Pick<Request, 'originalUrl' | 'get'>): Device {
  const userAgent = req.get('user-agent') ?? '';
  const queryAt = req.originalUrl.indexOf('?');
  const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
  if (appVariant({ search, cookie: req.get('cookie') ?? '', userAgent }).isApp) return 'app';
  return MOBILE_USER_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}
