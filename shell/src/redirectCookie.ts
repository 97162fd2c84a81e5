import { readCookie, writeCookie } from './cookies';

/** The redirect-after-login target (spec §9), readable by the page: path only, 720 hours, SameSite=Lax. */
export const redirectCookieName = 'news_redirect_after_login';
export const redirectCookieMaxAgeSeconds = 720 * 60 * 60;

export function writeRedirectCookie(doc: Document, path: string): void {
  writeCookie(doc, redirectCookieName, path, redirectCookieMaxAgeSeconds);
}

/** The raw stored value (not yet sanitised), or null. */
export function readRedirectCookie(doc: Document): string | null {
  return readCookie(doc, redirectCookieName);
}

export function clearRedirectCookie(doc: Document): void {
  writeCookie(doc, redirectCookieName, '', 0);
}
