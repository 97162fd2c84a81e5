import { anonIdCookieName } from '@news/contracts/anonIdCookie';
import { readCookie, writeCookie } from './cookies';

/**
 * The reader's anonymous id (spec §9: 720 hours), the session id of the paywall's personalisation requests.
 * A new one after every logout or failed refresh (spec §4), so nothing links the logged-out reader to the
 * account.
 */
const maxAgeSeconds = 720 * 60 * 60;

export function renewAnonId(doc: Document): string {
  // 128 random bits as hex; getRandomValues also works outside secure contexts (randomUUID does not).
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  writeCookie(doc, anonIdCookieName, id, maxAgeSeconds);
  return id;
}

/** The current anonymous id; a new one when there is none. */
export function ensureAnonId(doc: Document): string {
  return readCookie(doc, anonIdCookieName) ?? renewAnonId(doc);
}
