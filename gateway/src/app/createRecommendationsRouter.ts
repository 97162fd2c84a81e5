import type { Mandator } from '@news/config/mandators';
import { coerceSettings } from '@news/config/settings';
import { apiError } from '@news/contracts/apiError';
import { readContentId } from '@news/contracts/contentParams';
import { recommendationsSchema, type Recommendations } from '@news/contracts/recommendations';
import express, { type Router } from 'express';
import { createSingleFlight } from '../images/createSingleFlight';
import { contentFetchJson, type ContentSource } from '../ssr/contentFetchJson';
import { sendUpstreamUnavailable } from '../upstream/sendUpstreamUnavailable';
import { UpstreamError } from '../upstream/UpstreamError';

/**
 * Public and the same for every reader of a brand: browsers and a CDN keep it a minute and may serve it five more
 * while they fetch a fresh one; the brand comes from the host, which every cache keys by anyway.
 */
export const RECOMMENDATIONS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const unknownArticle = apiError(404, 'unknown_article', 'Diesen Artikel gibt es nicht.');
const invalidId = apiError(400, 'invalid_id', 'Die Artikel-ID ist ungültig.');

/**
 * `GET /api/recommendations/{articleId}` (mount at `/api` after resolveMandator): "Das könnte Sie auch
 * interessieren", the first-party recommendations of the brand's own content. The ranking is the brand's setting
 * (data_reco_deactivatetopicranking_enabled: recency only), never the client's; the content API ranks. Concurrent
 * requests for one article share one content call.
 */
export function createRecommendationsRouter(deps: {
  contentSource: ContentSource;
  timeoutMs: number;
}): Router {
  const router = express.Router();
  const flight = createSingleFlight<Recommendations | null>();

  router.get('/recommendations/:articleId', async (req, res, next) => {
    const id = readContentId(req.params.articleId);
    if (typeof id !== 'number') {
      res.status(id === 'malformed' ? 400 : 404).json(id === 'malformed' ? invalidId : unknownArticle);
      return;
    }
    const mandator = res.locals.mandator as Mandator;
    const ranking = coerceSettings(mandator.settings).data_reco_deactivatetopicranking_enabled
      ? 'recency'
      : 'topics';
    let answer: Recommendations | null;
    try {
      answer = await flight.run(`${mandator.id}:${id}:${ranking}`, async () => {
        const json = await contentFetchJson(
          deps.contentSource,
          mandator.id,
          deps.timeoutMs,
        )(`/content/v5/articles/${id}/recommendations?ranking=${ranking}`);
        if (json === null) return null;
        const parsed = recommendationsSchema.safeParse(json);
        if (!parsed.success) throw new UpstreamError('content API answered recommendations of another shape');
        return parsed.data;
      });
    } catch (err) {
      // a slow or failing content API: 503, and the widget keeps its fallback
      if (err instanceof UpstreamError) return sendUpstreamUnavailable(res);
      return next(err);
    }
    if (!answer) {
      res.status(404).json(unknownArticle);
      return;
    }
    res.setHeader('cache-control', RECOMMENDATIONS_CACHE_CONTROL);
    res.json(answer);
  });

  return router;
}
