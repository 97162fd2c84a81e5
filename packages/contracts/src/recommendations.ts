import { z } from 'zod/mini';
import { articleTeaserSchema } from './content';
import { consentVendorIds } from './consentVendors';

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

/**
 * The brand's recommendations widget, as the article's page data carries it (brand configuration
 * `Mandator.recommendations` and setting data_reco_timeout_ms): who fills the box by default (`first-party`, or a
 * consent vendor's widget), the share of readers drawn into variant B, and the give-up time.
 */
export const recommendationsSetupSchema = z.object({
  provider: z.union([z.literal('first-party'), z.enum(consentVendorIds)]),
  variantBPercent: z.number().check(z.minimum(0), z.maximum(100)),
  timeoutMs: z.int().check(z.minimum(0)),
});
export type RecommendationsSetup = z.infer<typeof recommendationsSetupSchema>;
