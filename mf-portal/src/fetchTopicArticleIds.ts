import { bookmarkedTagsArticlesSchema, MAX_BOOKMARKED_TAGS } from '@news/contracts/appServerApi';

/**
 * POST /api/bookmarkedTagsArticles (spec §7 "App server"): the newest articles of these topics (each with its
 * subtopics), newest first. At most MAX_BOOKMARKED_TAGS topics are asked; throws on any failure.
 */
export async function fetchTopicArticleIds(tagIds: readonly number[]): Promise<number[]> {
  const res = await fetch('/api/bookmarkedTagsArticles', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ bookmarkedTags: tagIds.slice(0, MAX_BOOKMARKED_TAGS) }),
  });
  if (!res.ok) throw new Error(`/api/bookmarkedTagsArticles answered ${res.status}`);
  return bookmarkedTagsArticlesSchema.parse(await res.json()).articleIds;
}
