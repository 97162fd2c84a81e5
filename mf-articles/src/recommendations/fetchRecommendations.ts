import type { ArticleTeaser } from '@news/contracts/content';
import { recommendationsSchema } from '@news/contracts/recommendations';
import { apiClient } from '../apiClient';

/**
 * The first-party recommendations of an article (GET /api/recommendations/{id}, public, without cookies),
 * validated; throws on any failure or when `signal` aborts (the widget's give-up time).
 */
export async function fetchRecommendations(articleId: number, signal: AbortSignal): Promise<ArticleTeaser[]> {
  const answer = await apiClient.request(`/api/recommendations/${articleId}`, {
    credentials: 'omit',
    signal,
  });
  return recommendationsSchema.parse(answer).teasers;
}
