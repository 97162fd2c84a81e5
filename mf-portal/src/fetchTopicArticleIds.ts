import { bookmarkedTagsArticlesSchema, MAX_BOOKMARKED_TAGS } from '@news/contracts/appServerApi';
import { apiClient } from './apiClient';

/**
 * POST /api/bookmarkedTagsArticles (spec §7 "App server"): the newest articles of these topics (each with its
 * subtopics), newest first. At most MAX_BOOKMARKED_TAGS topics are asked; throws on any failure.
 */
export async function fetchTopicArticleIds(tagIds: readonly number[]): Promise<number[]> {
  const answer = await apiClient.request('/api/bookmarkedTagsArticles', {
    method: 'POST',
    credentials: 'same-origin',
    json: { bookmarkedTags: tagIds.slice(0, MAX_BOOKMARKED_TAGS) },
  });
  return bookmarkedTagsArticlesSchema.parse(answer).articleIds;
}
