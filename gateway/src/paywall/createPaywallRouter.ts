import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { giftQuotaSchema } from '@news/contracts/paywallApi';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requireReader } from '../auth/requireReader';
import type { Entitlement } from '../entitlement/createEntitlement';
import type { ContentSource } from '../ssr/contentFetchJson';
import type { SelfRequest } from '../upstream/selfRequest';
import { relayToService } from '../upstream/relayToService';
import { handleCreateGiftLink } from './handleCreateGiftLink';
import { handleGiftTokenValidate } from './handleGiftTokenValidate';
import { handlePaywallDecision } from './handlePaywallDecision';
import { handleUnlockedArticle } from './handleUnlockedArticle';

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
  const { resolveSession } = deps;
  const router = express.Router();
  router.use('/paywall', (_req, res, next) => {
    res.setHeader('cache-control', 'private, no-store');
    next();
  });
  router.use(['/paywall', '/gift-token'], express.json({ limit: '16kb' }));

  const relay = relayToService({ self: deps.self, timeoutMs: deps.timeoutMs, logger: deps.logger });

  router.post('/paywall/decision', requireSameOrigin(), handlePaywallDecision(deps));
  router.get('/paywall/articles/:id', handleUnlockedArticle(deps));

  router.post('/gift-token/validate', requireSameOrigin(), handleGiftTokenValidate(relay));
  router.post('/paywall/gift-links', requireSameOrigin(), handleCreateGiftLink(relay, resolveSession));

  router.get('/paywall/gift-links/quota', async (req, res) => {
    const session = await requireReader(resolveSession, req, res);
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
