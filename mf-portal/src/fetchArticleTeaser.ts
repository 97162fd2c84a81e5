import { articleTeaserSchema, type ArticleTeaser } from '@news/contracts/content';
import { HttpError } from '@news/http-client/createHttpClient';
import { apiClient } from './apiClient';

/**
 * The teaser of one article (spec §7 "Data fetch articles/{articleId}/teaser") through the gateway's content path,
 * without cookies (public content; the gateway names the brand). null when the article no longer exists (404);
 * throws on any other failure.
 */
export async function fetchArticleTeaser(articleId: number): Promise<ArticleTeaser | null> {
  try {
    const answer = await apiClient.request(`/content/v5/articles/${articleId}/teaser`, {
      credentials: 'omit',
    });
    return articleTeaserSchema.parse(answer);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
