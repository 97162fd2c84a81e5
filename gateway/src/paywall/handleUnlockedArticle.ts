import type { Mandator } from '@news/config/mandators';
import { apiError } from '@news/contracts/apiError';
import { articlePageSchema } from '@news/contracts/contentPages';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Entitlement } from '../entitlement/createEntitlement';
import { contentFetchJson, type ContentSource } from '../ssr/contentFetchJson';
import { sendUpstreamUnavailable } from '../upstream/sendUpstreamUnavailable';
import { articleNotFound } from './articleNotFound';
import { notEntitled } from './notEntitled';

/**
 * GET /api/paywall/articles/{id} (`?link-token=`): the article with its body for a reader who may read it now,
 * e.g. after buying it with a coin, a login on the page or client-side navigation; 403 not_entitled otherwise.
 */
export function handleUnlockedArticle(deps: {
  entitlement: Entitlement;
  contentSource: ContentSource;
  timeoutMs: number;
  logger: Logger;
}): RequestHandler<{ id: string }> {
  return async (req, res) => {
    const articleId = Number(req.params.id);
    if (!/^[1-9]\d{0,9}$/.test(String(req.params.id)) || articleId > 2_147_483_647) {
      res.status(400).json(apiError(400, 'invalid_article_id', 'Die Artikel-ID ist ungültig.'));
      return;
    }
    const decided = await deps.entitlement.decide(req, res, {
      articleId,
      consume: true,
      path: `/${articleId}`,
    });
    if (decided.kind === 'not-found') {
      res.status(404).json(articleNotFound);
      return;
    }
    if (decided.kind === 'unavailable') {
      sendUpstreamUnavailable(res);
      return;
    }
    const { open, grant } = decided.decision;
    if (!open) {
      res.status(403).json(notEntitled);
      return;
    }
    const mandator = res.locals.mandator as Mandator;
    const fetchJson = contentFetchJson(
      deps.contentSource,
      mandator.id,
      deps.timeoutMs,
      grant ? { articleId, token: grant } : undefined,
    );
    try {
      const article = articlePageSchema.parse(await fetchJson(`/content/v5/articles/${articleId}`));
      // the grant opened it; should the content service still hold the body back, the reader has no article yet
      if (article.isPaywalled) {
        res.status(403).json(notEntitled);
        return;
      }
      res.json(article);
    } catch (err) {
      deps.logger.warn({ err, articleId }, 'unlocked article unavailable');
      sendUpstreamUnavailable(res);
    }
  };
}
