import { z } from 'zod/mini';
import { oauthProviderNameSchema } from '@news/contracts/oauthStateCookie';
import { sanitizeRedirectTarget } from '@news/contracts/sanitizeRedirectTarget';
import { loggedInParam } from '@news/contracts/socialProviders';

/** What the shell does with the auth-related query parameters of the URL it starts on (spec §2). */
export interface AuthQueryPlan {
  /** `?logout` (present, even empty): end the session and publish LOGOUT. */
  logout: boolean;
  /** `?userState`: refresh the token (`/api/validate?forceRefresh=true`). */
  forceRefresh: boolean;
  /**
   * `loggedIn={provider}`: a social sign-in just returned here. Only a claim: the shell runs the after-login
   * transitions once /api/validate confirms the session. null without (or with a malformed) marker.
   */
  socialLogin: string | null;
  /** `isnative=1`: the page runs in the native app. */
  isNative: boolean;
  /** The URL to replace the current one with (path, query, hash), or null to keep it. */
  replaceWith: string | null;
  /** The stored redirect target was used (or was invalid) and must be cleared. */
  clearStoredTarget: boolean;
  /** Notices for the reader (German texts in authNoticeTexts). */
  notices: AuthNotice[];
}

/**
 * `emailConfirmed=1|0`: where the confirmation link of the registration mail ends (the app server's redirect);
 * `loginFailed=apple|…`: where a failed social sign-in ends.
 */
export type AuthNotice =
  'email-confirmed' | 'email-confirmation-failed' | 'apple-login-failed' | 'login-failed';

const flagValue = z.string().check(z.maxLength(64));
const stateValue = z.string().check(z.maxLength(2048));
const nativeValue = z.enum(['0', '1']);
const handled = [
  'logout',
  'state',
  'userState',
  'register',
  'emailConfirmed',
  'loginFailed',
  loggedInParam,
] as const;

/**
 * Pure: reads `logout`, `state`, `userState`, `register` and `isnative` from `search`. The handled parameters
 * are removed from the URL; with `state` the reader goes to the stored redirect target (`storedTarget`,
 * sanitised to a path of `origin`) when it differs from the current path. `register` asks for the registration
 * frame (spec §6): it becomes the hash #register, which opens the registration dialog for a logged-out reader
 * — also on a route that needs a login, where it replaces the login dialog — and is cleared otherwise.
 * `emailConfirmed=1` also forces a token refresh, so the new `email_verified` claim is there at once, and so
 * does `loggedIn={provider}`, the one-shot marker of a returning social sign-in.
 */
export function planAuthQuery(input: {
  pathname: string;
  search: string;
  hash: string;
  storedTarget: string | null;
  origin: string;
}): AuthQueryPlan {
  const params = new URLSearchParams(input.search);
  const present = (name: string) => params.has(name) && flagValue.safeParse(params.get(name)).success;
  const logout = present('logout');
  const emailConfirmed = params.get('emailConfirmed');
  const socialLogin = oauthProviderNameSchema.safeParse(params.get(loggedInParam)).data ?? null;
  const forceRefresh = present('userState') || emailConfirmed === '1' || socialLogin !== null;
  const notices: AuthNotice[] = [];
  if (emailConfirmed === '1') notices.push('email-confirmed');
  else if (emailConfirmed === '0') notices.push('email-confirmation-failed');
  if (present('loginFailed'))
    notices.push(params.get('loginFailed') === 'apple' ? 'apple-login-failed' : 'login-failed');
  const hasState = params.has('state') && stateValue.safeParse(params.get('state')).success;
  const hash = present('register') ? '#register' : input.hash;
  const isNative = nativeValue.safeParse(params.get('isnative')).data === '1';

  const anyHandled = handled.some((name) => params.has(name));
  for (const name of handled) params.delete(name);
  const rest = params.toString();
  const current = `${input.pathname}${rest === '' ? '' : `?${rest}`}`;

  let replaceWith: string | null = anyHandled ? `${current}${hash}` : null;
  let clearStoredTarget = false;
  if (hasState && input.storedTarget !== null) {
    clearStoredTarget = true;
    const target = sanitizeRedirectTarget(input.storedTarget, input.origin);
    if (target !== null && target !== current && target !== input.pathname) replaceWith = target;
  }
  return { logout, forceRefresh, socialLogin, isNative, replaceWith, clearStoredTarget, notices };
}
