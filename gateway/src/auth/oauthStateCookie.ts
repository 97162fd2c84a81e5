import { oauthStateCookieSchema, type OAuthStateCookie } from '@news/contracts/oauthStateCookie';
import type { CookieOptions, Request } from 'express';
import { readCookie } from './authCookies';

/** Spec §9 "state prefix": the sign-in in progress (see OAuthStateCookie). */
export const OAUTH_STATE_COOKIE = 'news_oauth_state';
export const OAUTH_STATE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Apple answers with a cross-site POST: only a SameSite=None cookie comes along (Secure is required for it;
 * browsers accept Secure cookies on http://localhost).
 */
export const oauthStateCookieOptions = (req: Request, provider: string): CookieOptions => ({
  httpOnly: true,
  path: '/api/oauth2',
  sameSite: provider === 'apple' ? 'none' : 'lax',
  secure: provider === 'apple' || req.secure,
});

/** The sign-in in progress of this browser; null when the cookie is missing or not ours. */
export function readOAuthStateCookie(req: Request): OAuthStateCookie | null {
  const raw = readCookie(req, OAUTH_STATE_COOKIE);
  if (!raw) return null;
  try {
    return oauthStateCookieSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}
