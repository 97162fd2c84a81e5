import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Mandator } from '@news/config/mandators';
import { apiError } from '@news/contracts/apiError';
import { articlePageSchema } from '@news/contracts/contentPages';
import {
  giftLinkBodySchema,
  giftLinkSchema,
  giftQuotaSchema,
  giftTokenValidateBodySchema,
  linkTokenInfoSchema,
  NOT_ENTITLED,
  paywallRequestSchema,
  type PaywallDecisionAnswer,
} from '@news/contracts/paywallApi';
import { LINK_TOKEN_PARAM } from '@news/contracts/giftToken';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SessionResolver } from '../auth/createSessionResolver';
import type { Entitlement } from '../entitlement/createEntitlement';
import { contentFetchJson, type ContentSource } from '../ssr/contentFetchJson';
import type { SelfRequest } from '../upstream/selfRequest';
import { relayToService } from '../upstream/relayToService';
import { sendUpstreamUnavailable } from '../upstream/sendUpstreamUnavailable';
import { loginRequired } from '../auth/loginRequired';

const invalidRequest = apiError(400, 'invalid_request', 'Die Anfrage ist ungültig.');
const notEntitled = apiError(
  403,
  NOT_ENTITLED,
  'Dieser Artikel ist Abonnentinnen und Abonnenten vorbehalten.',
);
const articleNotFound = apiError(404, 'page_not_found', 'Diesen Artikel gibt es nicht.');

/**
 * The browser's paywall endpoints (app server, mount at `/api` after resolveMandator). The reader is the session of
 * the cookies; every decision is the paywall service's (createEntitlement gathers the facts and asks):
 * - POST /paywall/decision (spec §3 payload, `?link-token=` of the page): the results for the paywall box.
 * - GET /paywall/articles/{id} (`?link-token=`): the article with its body for a reader who may read it now, e.g.
 *   after buying it with a coin, a login on the page or client-side navigation; 403 not_entitled otherwise.
 * - POST /gift-token/validate (spec §7): whether a link token is genuine, for which article.
 * - POST /paywall/gift-links, GET /paywall/gift-links/quota: a plus reader gives an article away.
 * Every answer is private and never stored.
 */
export function createPaywallRouter(deps: {
  self: SelfRequest;
  contentSource: ContentSource;
  resolveSession: SessionResolver;
  entitlement: Entitlement;
  timeoutMs: number;
  logger: Logger;
}): Router {
  const { entitlement, resolveSession } = deps;
  const router = express.Router();
  router.use('/paywall', (_req, res, next) => {
    res.setHeader('cache-control', 'private, no-store');
    next();
  });
  router.use(['/paywall', '/gift-token'], express.json({ limit: '16kb' }));

  const relay = relayToService({ self: deps.self, timeoutMs: deps.timeoutMs, logger: deps.logger });

  router.post('/paywall/decision', requireSameOrigin(), async (req, res) => {
    const body = paywallRequestSchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(invalidRequest);
      return;
    }
    const articleId = Number(body.data.inputs._dm_contentid);
    // the page's address: its link token (a gift) counts for the decision as on the page itself
    const pageLinkToken = new URL(body.data.path, 'http://page.invalid').searchParams.get(LINK_TOKEN_PARAM);
    const decided = await entitlement.decide(req, res, {
      articleId,
      consume: false,
      path: body.data.path,
      linkToken: pageLinkToken,
    });
    if (decided.kind === 'not-found') {
      res.status(404).json(articleNotFound);
      return;
    }
    if (decided.kind === 'unavailable') {
      sendUpstreamUnavailable(res);
      return;
    }
    const { results, linkToken } = decided.decision;
    res.json({ results, linkToken } satisfies PaywallDecisionAnswer);
  });

  router.get('/paywall/articles/:id', async (req: Request, res: Response) => {
    const articleId = Number(req.params.id);
    if (!/^[1-9]\d{0,9}$/.test(String(req.params.id)) || articleId > 2_147_483_647) {
      res.status(400).json(apiError(400, 'invalid_article_id', 'Die Artikel-ID ist ungültig.'));
      return;
    }
    const decided = await entitlement.decide(req, res, { articleId, consume: true, path: `/${articleId}` });
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
  });

  router.post('/gift-token/validate', requireSameOrigin(), async (req, res) => {
    res.setHeader('cache-control', 'private, no-store');
    const body = giftTokenValidateBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(apiError(400, 'link_token_invalid', 'Dieser Geschenk-Link ist ungültig.'));
      return;
    }
    await relay(req, res, {
      method: 'POST',
      path: '/paywall/link-tokens/validate',
      body: body.data,
      schema: linkTokenInfoSchema,
    });
  });

  /** The reader's session, or a 401 answer and undefined. */
  const reader = async (req: Request, res: Response) => {
    const session = await resolveSession(req, res);
    if (!session) res.status(401).json(loginRequired);
    return session ?? undefined;
  };

  router.post('/paywall/gift-links', requireSameOrigin(), async (req, res) => {
    const body = giftLinkBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(apiError(400, 'invalid_article_id', 'Die Artikel-ID ist ungültig.'));
      return;
    }
    const session = await reader(req, res);
    if (!session) return;
    await relay(req, res, {
      method: 'POST',
      path: '/paywall/gift-links',
      body: body.data,
      jwt: session.jwt,
      schema: giftLinkSchema,
    });
  });

  router.get('/paywall/gift-links/quota', async (req, res) => {
    const session = await reader(req, res);
    if (!session) return;
    await relay(req, res, {
      method: 'GET',
      path: '/paywall/gift-links/quota',
      jwt: session.jwt,
      schema: giftQuotaSchema,
    });
  });

  return router;
}
