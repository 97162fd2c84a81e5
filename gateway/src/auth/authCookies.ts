import type { CookieOptions, Request, Response } from 'express';
import { SESSION_HINT_COOKIE } from '@news/contracts/sessionHint';
import { readCookieText } from '@news/contracts/cookieText';

/**
 * The gateway's cookies (spec §9). The identity and refresh tokens are httpOnly, 720 h; no cookie readable by page
 * scripts ever holds a token. The sign-in state cookie lives in createSocialLoginRouter (10 minutes).
 */
export const ID_COOKIE = 'news_id';
export const REFRESH_COOKIE = 'news_refresh';
/**
 * The redirect-after-login target: written by the shell (readable by scripts, a path only, 720 h per spec §9),
 * read and cleared by the gateway's social sign-in callbacks.
 */
export const REDIRECT_COOKIE = 'news_redirect_after_login';

const HOURS_720 = 720 * 60 * 60 * 1000;

/** httpOnly, SameSite=Lax, Secure whenever the request came over https (directly or via the proxy in front). */
export function cookieOptions(req: Request, path = '/'): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path, maxAge: HOURS_720 };
}

/**
 * The identity cookie and the refresh cookie, both for the whole site: every same-origin call (app server, user
 * API, content, paywall) can renew an expired identity token (createSessionResolver). The gateway strips both
 * before proxying upstream (withoutSessionCookies); upstreams get a Bearer token instead. Beside them the session
 * hint (@news/contracts/sessionHint), readable by page scripts and holding nothing but `1`.
 */
export function setSessionCookies(
  req: Request,
  res: Response,
  tokens: { jwt: string; refreshToken: string },
): void {
  clearLegacyRefreshCookie(req, res);
  res.cookie(ID_COOKIE, tokens.jwt, cookieOptions(req));
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, cookieOptions(req));
  res.cookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(req), httpOnly: false });
}

export function clearSessionCookies(req: Request, res: Response): void {
  const { maxAge: _ignored, ...options } = cookieOptions(req);
  clearLegacyRefreshCookie(req, res);
  res.clearCookie(ID_COOKIE, options);
  res.clearCookie(REFRESH_COOKIE, options);
  res.clearCookie(SESSION_HINT_COOKIE, { ...options, httpOnly: false });
}

/**
 * Sessions started before 2026-11-22 keep their refresh cookie under Path=/api, and a browser would send that stale
 * copy first to /api. Clearing it with every session change retires it; remove this after 2026-12-22 (720 h).
 */
function clearLegacyRefreshCookie(req: Request, res: Response): void {
  const { maxAge: _ignored, ...options } = cookieOptions(req, '/api');
  res.clearCookie(REFRESH_COOKIE, options);
}

/** The Cookie header without the session cookies (what upstream services receive). */
export function withoutSessionCookies(header: string | undefined): string | undefined {
  if (!header) return header;
  const rest = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const name = part.slice(0, Math.max(0, part.indexOf('='))).trim();
      return part !== '' && name !== ID_COOKIE && name !== REFRESH_COOKIE;
    });
  return rest.length > 0 ? rest.join('; ') : undefined;
}

/** Clears the redirect-after-login target once followed (spec §4); Path=/ as the shell writes it. */
export function clearRedirectCookie(req: Request, res: Response): void {
  res.clearCookie(REDIRECT_COOKIE, { path: '/', sameSite: 'lax', secure: req.secure });
}

/** Reads one cookie from the Cookie header (no cookie-parser needed for three names). */
export function readCookie(req: Request, name: string): string | undefined {
  return readCookieText(req.headers.cookie ?? '', name) ?? undefined;
}
