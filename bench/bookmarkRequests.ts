import type { LoadOptions } from './runLoad';

/** Articles the load bookmarks (any positive id is accepted: the users service does not ask the content service). */
export const BOOKMARK_ARTICLE_IDS = [100001, 100002, 100003, 100004, 100005];

/**
 * S6's request rotation: for each article add the bookmark, list the bookmarks, remove it again, as the reader
 * `ssoId` of `mandator` (README, "Reader API"). `headers` carry the reader's session and this site's Origin.
 */
export function bookmarkRequests(
  mandator: string,
  ssoId: string,
  headers: Record<string, string>,
): NonNullable<LoadOptions['requests']> {
  const base = `/user-api/mandators/${mandator}/users/${ssoId}`;
  return BOOKMARK_ARTICLE_IDS.flatMap((id) => [
    { method: 'POST' as const, path: `${base}/bookmarks/${id}`, headers },
    { method: 'GET' as const, path: `${base}/bookmarks`, headers },
    { method: 'DELETE' as const, path: `${base}/bookmarks/${id}`, headers },
  ]);
}
