import type { RecommendationRanking } from '@news/contracts/recommendations';

/** An article that shares tags with the current one: how many, and when it was published (ISO). */
export type RecommendationCandidate = { id: number; sharedTags: number; publishDate: string };

const newerFirst = (a: RecommendationCandidate, b: RecommendationCandidate) =>
  Date.parse(b.publishDate) - Date.parse(a.publishDate) || b.id - a.id;

/**
 * The ids to recommend for article `currentId`, best first, at most `limit`: by `topics` the most shared tags
 * first, newer first among equals; by `recency` newest first only. The current article itself is never one of
 * them.
 */
export function rankRecommendations(
  candidates: readonly RecommendationCandidate[],
  opts: { currentId: number; ranking: RecommendationRanking; limit: number },
): number[] {
  const byTopics = (a: RecommendationCandidate, b: RecommendationCandidate) =>
    b.sharedTags - a.sharedTags || newerFirst(a, b);
  return candidates
    .filter((c) => c.id !== opts.currentId && c.sharedTags > 0)
    .sort(opts.ranking === 'topics' ? byTopics : newerFirst)
    .slice(0, Math.max(0, opts.limit))
    .map((c) => c.id);
}
