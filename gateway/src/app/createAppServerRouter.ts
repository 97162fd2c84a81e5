import type { Mandator } from '@news/config/mandators';
import { coerceSettings } from '@news/config/settings';
import { apiError } from '@news/contracts/apiError';
import {
  bookmarkedTagsArticlesBodySchema,
  MAX_BOOKMARKED_TAGS,
  type BookmarkedTagsArticles,
} from '@news/contracts/appServerApi';
import { onboardingStatusSchema } from '@news/contracts/userApi';
import express, { type Request, type Response, type Router } from 'express';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';
import { requireSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';
import { collectTagArticleIds } from './collectTagArticleIds';
import { createUsersClient, upstreamUnavailable, type UsersAnswer } from './createUsersClient';
import { loginRequired } from '../auth/loginRequired';

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

  /** The reader's session (renewed when its identity token expired), or undefined (and a 401 is sent). */
  async function reader(req: Request, res: Response): Promise<ReaderSession | undefined> {
    const session = await resolveSession(req, res);
    if (session) return session;
    res.status(401).json(loginRequired);
    return undefined;
  }

  function send<T>(res: Response, answer: UsersAnswer<T>): void {
    if (answer.ok) res.json(answer.value);
    else res.status(answer.error.status).json(answer.error);
  }

  /** The brand's feature flags, every key coerced to the type of its default. */
  router.get('/settings', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=60');
    res.json(coerceSettings(mandatorOf(res).settings));
  });

  router.get('/onboarding', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const me = await reader(req, res);
    if (!me) return;
    send(res, await users.onboarding(mandatorOf(res).id, me.claims.sub, me.jwt));
  });

  router.post('/onboarding', requireSameOrigin(), async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const me = await reader(req, res);
    if (!me) return;
    const body = onboardingStatusSchema.safeParse(req.body);
    if (!body.success) {
      res
        .status(400)
        .json(
          apiError(
            400,
            'invalid_onboarding_status',
            'Bitte geben Sie an, ob das Onboarding abgeschlossen ist.',
          ),
        );
      return;
    }
    send(res, await users.setOnboarding(mandatorOf(res).id, me.claims.sub, me.jwt, body.data));
  });

  /**
   * The newest articles of the reader's bookmarked topics, for the portal's topic feed. Public content only, so
   * no login is needed; the number of tags per call is capped.
   */
  router.post('/bookmarkedTagsArticles', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const body = bookmarkedTagsArticlesBodySchema.safeParse(req.body);
    if (!body.success) {
      res
        .status(400)
        .json(
          apiError(
            400,
            'invalid_bookmarked_tags',
            `Bitte senden Sie bis zu ${MAX_BOOKMARKED_TAGS} Themen-IDs.`,
          ),
        );
      return;
    }
    const articleIds = await collectTagArticleIds({
      self: deps.self,
      mandator: mandatorOf(res).id,
      tagIds: body.data.bookmarkedTags,
    });
    if (!articleIds) {
      res.status(502).json(upstreamUnavailable);
      return;
    }
    res.json({ articleIds } satisfies BookmarkedTagsArticles);
  });

  return router;
}
