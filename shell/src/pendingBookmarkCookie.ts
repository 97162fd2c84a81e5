import { readCookie, writeCookie } from './cookies';

/**
 * The article a logged-out reader wanted to bookmark (spec §4 "Bookmark": cookie bookmarkedArticleId, 3600 s,
 * written when a bookmark button asks a logged-out reader to log in (handleBookmarkRequests)). The shell restores it after the login.
 */
export const pendingBookmarkCookieName = 'bookmarkedArticleId';

/** spec §9: the pending bookmark waits an hour for the login. */
export const PENDING_BOOKMARK_MAX_AGE_SECONDS = 3600;

export function writePendingBookmark(doc: Document, articleId: number): void {
  writeCookie(doc, pendingBookmarkCookieName, String(articleId), PENDING_BOOKMARK_MAX_AGE_SECONDS);
}

/** The pending article id when the cookie holds a positive integer, else null. */
export function readPendingBookmark(doc: Document): number | null {
  const value = readCookie(doc, pendingBookmarkCookieName);
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export function clearPendingBookmark(doc: Document): void {
  writeCookie(doc, pendingBookmarkCookieName, '', 0);
}
