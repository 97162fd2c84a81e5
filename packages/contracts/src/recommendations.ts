import { z } from 'zod/mini';
import { articleTeaserSchema } from './content';

/** How many teasers the recommendations widget ("Das könnte Sie auch interessieren") asks for and shows at most. */
export const RECOMMENDATION_COUNT = 4;

/**
 * How the content API ranks an article's recommendations: `topics` by the number of tags shared with the article,
 * newer first among equals; `recency` newest first only (setting data_reco_deactivatetopicranking_enabled).
 */
export const recommendationRankingSchema = z.enum(['topics', 'recency']);
export type RecommendationRanking = z.infer<typeof recommendationRankingSchema>;

/**
 * `GET /api/recommendations/{articleId}` (and the content API's `/content/v5/articles/{id}/recommendations`):
 * teasers of the brand's own articles that share tags with the article, never the article itself. Teasers only:
 * a plus article shows its lock, never its body.
 */
export const recommendationsSchema = z.object({
  ranking: recommendationRankingSchema,
  teasers: z.array(articleTeaserSchema).check(z.maxLength(RECOMMENDATION_COUNT)),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;
