import { articleBookmarkSchema, articleBookmarksSchema, type ArticleBookmark } from '@news/contracts/userApi';
import { HttpError } from '@news/http-client/createHttpClient';
import { apiClient } from './apiClient';

/** The reader's own data in the user API (spec §7), through the gateway with the session cookie. */
const bookmarksPath = (mandator: string, ssoId: string) =>
  `/user-api/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}/bookmarks`;

/** GET /bookmarks, newest first. Throws "Error while fetch user bookmarks" (spec §8). */
export async function fetchBookmarks(mandator: string, ssoId: string): Promise<ArticleBookmark[]> {
  try {
    const answer = await apiClient.request(bookmarksPath(mandator, ssoId), { credentials: 'same-origin' });
    return articleBookmarksSchema.parse(answer);
  } catch (cause) {
    throw new Error('Error while fetch user bookmarks', { cause });
  }
}

/** What POST /bookmarks/{articleId} came to: the bookmark, or the API's German reason why not. */
export type AddBookmarkResult =
  { kind: 'added'; bookmark: ArticleBookmark } | { kind: 'refused'; message: string };

/**
 * POST /bookmarks/{articleId}. `added` with the bookmark, or `refused` with the API's German message (e.g. the
 * bookmark limit of a free account). Throws "Error while adding user article bookmark" when the API cannot be
 * reached or answers nonsense (spec §8).
 */
export async function addBookmark(
  mandator: string,
  ssoId: string,
  articleId: number,
): Promise<AddBookmarkResult> {
  let answer: unknown;
  try {
    answer = await apiClient.request(`${bookmarksPath(mandator, ssoId)}/${articleId}`, {
      method: 'POST',
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof HttpError && cause.status < 500 && !cause.offline)
      return { kind: 'refused', message: cause.serverMessage ?? 'Der Artikel konnte nicht gemerkt werden.' };
    throw new Error('Error while adding user article bookmark', { cause });
  }
  const bookmark = articleBookmarkSchema.safeParse(answer);
  if (!bookmark.success) throw new Error('Error while adding user article bookmark');
  return { kind: 'added', bookmark: bookmark.data };
}

/**
 * DELETE /bookmarks/{articleId} (idempotent: 204 also when it was not bookmarked). Throws "Error while removing
 * user article bookmark" on any other answer (spec §8).
 */
export async function removeBookmark(mandator: string, ssoId: string, articleId: number): Promise<void> {
  try {
    await apiClient.request(`${bookmarksPath(mandator, ssoId)}/${articleId}`, {
      method: 'DELETE',
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new Error('Error while removing user article bookmark', { cause });
  }
}
