/** The redirect-after-login target (spec §9), readable by the page: path only, 720 hours, SameSite=Lax. */
export const redirectCookieName = 'news_redirect_after_login';
export const redirectCookieMaxAgeSeconds = 720 * 60 * 60;

export function writeRedirectCookie(doc: Document, path: string): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${redirectCookieName}=${encodeURIComponent(path)}; Path=/; Max-Age=${redirectCookieMaxAgeSeconds}; SameSite=Lax${secure}`;
}

/** The raw stored value (not yet sanitised), or null. */
export function readRedirectCookie(doc: Document): string | null {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === redirectCookieName) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function clearRedirectCookie(doc: Document): void {
  doc.cookie = `${redirectCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
}
