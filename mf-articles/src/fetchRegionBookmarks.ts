import { feedBookmarksSchema, type FeedBookmark } from '@news/contracts/userApi';

/**
 * GET /user-api/mandators/{m}/users/{ssoId}/region-bookmarks (spec §7): the regions the reader follows, newest
 * first, through the gateway with the session cookie. Throws on any failure.
 */
export async function fetchRegionBookmarks(mandator: string, ssoId: string): Promise<FeedBookmark[]> {
  const path = `/user-api/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}`;
  const res = await fetch(`${path}/region-bookmarks`, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`region-bookmarks answered ${res.status}`);
  return feedBookmarksSchema.parse(await res.json());
}
