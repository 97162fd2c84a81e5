import type { Mandator } from '@news/config/mandators';
import { coerceSettings } from '@news/config/settings';
import express, { type Response, type Router } from 'express';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requireReader } from '../auth/requireReader';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';
import { createUsersClient } from './createUsersClient';
import { handleBookmarkedTagsArticles } from './handleBookmarkedTagsArticles';
import { handleSetOnboarding } from './handleSetOnboarding';
import { sendUsersAnswer } from './sendUsersAnswer';

/**
 * App-server endpoints (spec §7 "App server"): GET /api/settings, GET and POST /api/onboarding and
 * POST /api/bookmarkedTagsArticles. Mount at `/api` after resolveMandator.
 */
export function createAppServerRouter(deps: { self: SelfRequest; resolveSession: SessionResolver }): Router {
  const { resolveSession } = deps;
  const users = createUsersClient({ baseUrl: deps.self.baseUrl });
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));

  const mandatorOf = (res: Response) => res.locals.mandator as Mandator;

  /** The brand's feature flags, every key coerced to the type of its default. */
  router.get('/settings', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=60');
    res.json(coerceSettings(mandatorOf(res).settings));
  });

  router.get('/onboarding', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const me = await requireReader(resolveSession, req, res);
    if (!me) return;
    sendUsersAnswer(res, await users.onboarding(mandatorOf(res).id, me.claims.sub, me.jwt));
  });
  router.post('/onboarding', requireSameOrigin(), handleSetOnboarding({ users, resolveSession }));
  router.post('/bookmarkedTagsArticles', handleBookmarkedTagsArticles(deps));

  return router;
}
