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
