import { cookieAssignment, readCookieText } from '@news/contracts/cookieText';

/** Reads one cookie the page may see, or null. */
export function readCookie(doc: Document, name: string): string | null {
  return readCookieText(doc.cookie, name);
}

/** Writes a cookie for the whole site: SameSite=Lax, Secure under https; `maxAgeSeconds` 0 deletes it. */
export function writeCookie(doc: Document, name: string, value: string, maxAgeSeconds: number): void {
  doc.cookie = cookieAssignment(name, value, maxAgeSeconds, doc.location);
}
