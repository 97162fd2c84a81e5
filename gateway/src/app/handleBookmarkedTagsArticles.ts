import type { Mandator } from '@news/config/mandators';
import { apiError } from '@news/contracts/apiError';
import {
  bookmarkedTagsArticlesBodySchema,
  MAX_BOOKMARKED_TAGS,
  type BookmarkedTagsArticles,
} from '@news/contracts/appServerApi';
import type { RequestHandler } from 'express';
import type { SelfRequest } from '../upstream/selfRequest';
import { collectTagArticleIds } from './collectTagArticleIds';
import { upstreamUnavailable } from './createUsersClient';

/**
 * POST /api/bookmarkedTagsArticles: the newest articles of the reader's bookmarked topics, for the portal's topic
 * feed. Public content only, so no login is needed; the number of tags per call is capped.
 */
export function handleBookmarkedTagsArticles(deps: { self: SelfRequest }): RequestHandler {
  return async (req, res) => {
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
      mandator: (res.locals.mandator as Mandator).id,
      tagIds: body.data.bookmarkedTags,
    });
    if (!articleIds) {
      res.status(502).json(upstreamUnavailable);
      return;
    }
    res.json({ articleIds } satisfies BookmarkedTagsArticles);
  };
}
