/**
 * The reader's anonymous id (spec §3 anonId, §9: 720 hours): 128 random bits as hex in a cookie the page may
 * read. The shell writes it (a new one after every logout); the paywall sends it as the session of its requests.
 */
export const anonIdCookieName = 'news_anon_id';

const anonIdPattern = /^[0-9a-f]{32}$/;

/** The anonymous id in a `document.cookie` string, or null when there is none (or it is malformed). */
export function anonIdFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === anonIdCookieName) {
      const value = part.slice(eq + 1).trim();
      return anonIdPattern.test(value) ? value : null;
    }
  }
  return null;
}
