import { readCookie, writeCookie } from './cookies';

/**
 * The article a logged-out reader wanted to bookmark (spec §4 "Bookmark": cookie bookmarkedArticleId, 3600 s,
 * written where the bookmark button asks for the login). The shell restores it after the login.
 */
export const pendingBookmarkCookieName = 'bookmarkedArticleId';

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
