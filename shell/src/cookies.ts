/** Reads one cookie the page may see, or null. */
export function readCookie(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
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

/** Writes a cookie for the whole site: SameSite=Lax, Secure under https; `maxAgeSeconds` 0 deletes it. */
export function writeCookie(doc: Document, name: string, value: string, maxAgeSeconds: number): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
