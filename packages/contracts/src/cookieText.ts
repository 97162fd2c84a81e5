/**
 * The site's one reading and writing of cookie text, for the gateway (the Cookie header) and the browser code
 * (`document.cookie`) alike.
 */

/** One cookie's value in `a=1; b=2` (a Cookie header or `document.cookie`), decoded; null when absent or malformed. */
export function readCookieText(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The `document.cookie` assignment of a cookie for the whole site: SameSite=Lax, Secure under https; max-age 0 deletes it. */
export function cookieAssignment(
  name: string,
  value: string,
  maxAgeSeconds: number,
  loc: Pick<Location, 'protocol'>,
): string {
  const secure = loc.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * The reader's display choices and dismissals are cookies of the site (colour mode, font size, the dismissed
 * breaking news, the dismissed swipe hint), not localStorage: the gateway's inline script applies them before the
 * first paint, and a first localStorage access is a synchronous round trip to the browser process in the middle of
 * the document's parse (1.5–19 ms measured here, four times that on a slow phone), on top of the one cookie read
 * the script needs anyway for the session hint. Readable by script (not httpOnly: they carry no secret), SameSite
 * Lax, `Secure` on https, kept 4800 hours (spec §9).
 */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 4800 * 3600;

/** The cookie names (read by the gateway's inline script, written by the shell and mf-articles). */
export const COLOR_MODE_COOKIE = 'colorMode';
export const FONT_SIZE_COOKIE = 'fontSize';

/** The `document.cookie` assignment that keeps `value` under `name`, or removes the cookie for `null`. */
export function preferenceCookie(
  name: string,
  value: string | null,
  loc: Pick<Location, 'protocol'>,
): string {
  return cookieAssignment(name, value ?? '', value === null ? 0 : PREFERENCE_COOKIE_MAX_AGE_SECONDS, loc);
}
