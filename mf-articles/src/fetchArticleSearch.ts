import type { ArticleTeaser } from '@news/contracts/content';
import { articleSearchResultSchema } from '@news/contracts/contentPages';
import { apiClient } from './apiClient';
import { SIMILAR_ARTICLES_MAX } from './findSimilarArticles';

/**
 * Browser: the content API's article search (spec §7 "articles/search": offset 0, limit 3, words joined by ';'),
 * anonymous, validated where it enters.
 */
export async function fetchArticleSearch(words: string[]): Promise<ArticleTeaser[]> {
  const query = new URLSearchParams({
    offset: '0',
    limit: String(SIMILAR_ARTICLES_MAX),
    searchTerms: words.join(';'),
  });
  const answer = await apiClient.request(`/content/v5/articles/search?${query.toString()}`, {
    credentials: 'omit',
  });
  return articleSearchResultSchema.parse(answer).teasers;
}
