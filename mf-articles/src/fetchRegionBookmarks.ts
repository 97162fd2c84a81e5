import { feedBookmarksSchema, type FeedBookmark } from '@news/contracts/userApi';
import { apiClient } from './apiClient';

/**
 * GET /user-api/mandators/{m}/users/{ssoId}/region-bookmarks (spec §7): the regions the reader follows, newest
 * first, through the gateway with the session cookie. Throws on any failure.
 */
export async function fetchRegionBookmarks(mandator: string, ssoId: string): Promise<FeedBookmark[]> {
  const path = `/user-api/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}`;
  const answer = await apiClient.request(`${path}/region-bookmarks`, {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  return feedBookmarksSchema.parse(answer);
}
