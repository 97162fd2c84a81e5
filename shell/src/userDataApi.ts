import { apiErrorSchema } from '@news/contracts/apiError';
import { articleBookmarkSchema, articleBookmarksSchema, type ArticleBookmark } from '@news/contracts/userApi';

/** The reader's own data in the user API (spec §7), through the gateway with the session cookie. */
const userPath = (mandator: string, ssoId: string) =>
  `/user-api/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}`;

/** GET /bookmarks, newest first. Throws "Error while fetch user bookmarks" (spec §8). */
export async function fetchBookmarks(mandator: string, ssoId: string): Promise<ArticleBookmark[]> {
  try {
    const res = await fetch(`${userPath(mandator, ssoId)}/bookmarks`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    return articleBookmarksSchema.parse(await res.json());
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
  let res: Response;
  try {
    res = await fetch(`${userPath(mandator, ssoId)}/bookmarks/${articleId}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (cause) {
    throw new Error('Error while adding user article bookmark', { cause });
  }
  if (res.ok) {
    const bookmark = articleBookmarkSchema.safeParse(await res.json().catch(() => null));
    if (!bookmark.success) throw new Error('Error while adding user article bookmark');
    return { kind: 'added', bookmark: bookmark.data };
  }
  if (res.status >= 500) throw new Error('Error while adding user article bookmark');
  const error = apiErrorSchema.safeParse(await res.json().catch(() => null));
  return {
    kind: 'refused',
    message: error.success ? error.data.message : 'Der Artikel konnte nicht gemerkt werden.',
  };
}

/**
 * DELETE /bookmarks/{articleId} (idempotent: 204 also when it was not bookmarked). Throws "Error while removing
 * user article bookmark" on any other answer (spec §8).
 */
export async function removeBookmark(mandator: string, ssoId: string, articleId: number): Promise<void> {
  try {
    const res = await fetch(`${userPath(mandator, ssoId)}/bookmarks/${articleId}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`answered ${res.status}`);
  } catch (cause) {
    throw new Error('Error while removing user article bookmark', { cause });
  }
}
