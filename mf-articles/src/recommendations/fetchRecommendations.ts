import type { ArticleTeaser } from '@news/contracts/content';
import { recommendationsSchema } from '@news/contracts/recommendations';

/**
 * The first-party recommendations of an article (GET /api/recommendations/{id}, public, without cookies),
 * validated; throws on any failure or when `signal` aborts (the widget's give-up time).
 */
export async function fetchRecommendations(articleId: number, signal: AbortSignal): Promise<ArticleTeaser[]> {
  const res = await fetch(`/api/recommendations/${articleId}`, {
    credentials: 'omit',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`recommendations answered ${res.status}`);
  return recommendationsSchema.parse(await res.json()).teasers;
}
