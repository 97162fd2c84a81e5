import type { CookieOptions, Request, Response } from 'express';

/** Cookie names (spec §9: identity token, refresh token, anonymous id, redirect after login). */
export const ID_COOKIE = 'news_id';
export const REFRESH_COOKIE = 'news_refresh';
export const REDIRECT_COOKIE = 'news_redirect_after_login';

const HOURS_720 = 720 * 60 * 60 * 1000;

/** httpOnly, SameSite=Lax, Secure whenever the request came over https (directly or via the proxy in front). */
export function cookieOptions(req: Request, path = '/'): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path, maxAge: HOURS_720 };
}

export function setSessionCookies(
  req: Request,
  res: Response,
  tokens: { jwt: string; refreshToken: string },
): void {
  res.cookie(ID_COOKIE, tokens.jwt, cookieOptions(req));
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, cookieOptions(req, '/api'));
}

export function clearSessionCookies(req: Request, res: Response): void {
  const { maxAge: _ignored, ...options } = cookieOptions(req);
  res.clearCookie(ID_COOKIE, options);
  res.clearCookie(REFRESH_COOKIE, { ...options, path: '/api' });
}

/** Reads one cookie from the Cookie header (no cookie-parser needed for three names). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
