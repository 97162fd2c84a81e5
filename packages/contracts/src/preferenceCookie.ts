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
  const attributes = `path=/; samesite=lax${loc.protocol === 'https:' ? '; secure' : ''}`;
  return value === null
    ? `${name}=; max-age=0; ${attributes}`
    : `${name}=${encodeURIComponent(value)}; max-age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; ${attributes}`;
}

/** The value of the cookie `name` in a `document.cookie` string, or null. */
export function readPreferenceCookie(cookie: string, name: string): string | null {
  for (const pair of cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
