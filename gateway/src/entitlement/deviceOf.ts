import type { Request } from 'express';
import type { Device } from '@news/contracts/paywallApi';
import { readCookie } from '../auth/authCookies';

/**
 * The device class of the paywall's templates: `app` in the native app (its `news_native=1` cookie or
 * `isnative=1`, as the shell tells it), `mobile` for a phone or tablet browser, else `desktop`.
 */
export function deviceOf(req: Request): Device {
  if (readCookie(req, 'news_native') === '1' || req.query.isnative === '1') return 'app';
  return /Mobi|Android|iPhone|iPad/i.test(req.get('user-agent') ?? '') ? 'mobile' : 'desktop';
}
