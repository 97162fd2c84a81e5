import { feedBookmarkInputSchema, type FeedBookmark } from '@news/contracts/userApi';
import type { Db } from '@news/db/createDb';
import express, { type Router } from 'express';
import { userOf } from './authorizeUser';
import { parseBody } from './parseBody';
import { parseRouteId } from './parseRouteId';

type FeedKind = 'region' | 'tag';

const texts: Record<FeedKind, { invalidId: string; invalidBody: string }> = {
  region: {
    invalidId: 'Die Regions-ID ist ungültig.',
    invalidBody: 'Bitte geben Sie Name und Link der Region an.',
  },
  tag: {
    invalidId: 'Die Themen-ID ist ungültig.',
    invalidBody: 'Bitte geben Sie Name und Link des Themas an.',
  },
};

/**
 * The reader's region or topic bookmarks (spec §7 "User API"), for kind 'region' or 'tag':
 * GET /{kind}-bookmarks (newest first), POST and DELETE /{kind}-bookmarks/{id}, GET /has-{kind}-bookmarks and
 * GET /{kind}-bookmarks/is-bookmarked/{id}. POST takes `{ label, target }` (from the content API's personal-feeds
 * tree) and answers 201 when new, 200 when it was already bookmarked (label and target are updated). DELETE
 * answers 204, also when there was nothing to remove. No limit: the trees are small.
 */
export function createFeedBookmarkRoutes(db: Db, kind: FeedKind): Router {
  const router = express.Router();
  const list = `/${kind}-bookmarks`;
  const feedId = (value: string | undefined) =>
    parseRouteId(value, `invalid_${kind}_id`, texts[kind].invalidId);

  router.get(list, async (_req, res) => {
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query<FeedBookmark>(
      `select feed_id as id, label, target from users.feed_bookmarks
       where sso_id = $1 and mandator = $2 and kind = $3 order by created_at desc, feed_id desc`,
      [ssoId, mandator.id, kind],
    );
    res.json(rows);
  });

  router.get(`/has-${kind}-bookmarks`, async (_req, res) => {
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query(
      'select 1 from users.feed_bookmarks where sso_id = $1 and mandator = $2 and kind = $3 limit 1',
      [ssoId, mandator.id, kind],
    );
    res.json({ hasBookmarks: rows.length > 0 });
  });

  router.get(`${list}/is-bookmarked/:id`, async (req, res) => {
    const id = feedId(req.params.id);
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query(
      'select 1 from users.feed_bookmarks where sso_id = $1 and mandator = $2 and kind = $3 and feed_id = $4',
      [ssoId, mandator.id, kind, id],
    );
    res.json({ isBookmarked: rows.length > 0 });
  });

  router.post(`${list}/:id`, async (req, res) => {
    const id = feedId(req.params.id);
    const { label, target } = parseBody(
      feedBookmarkInputSchema,
      req.body,
      `invalid_${kind}_bookmark`,
      texts[kind].invalidBody,
    );
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query<{ inserted: boolean }>(
      `insert into users.feed_bookmarks (sso_id, mandator, kind, feed_id, label, target)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (sso_id, mandator, kind, feed_id) do update set label = excluded.label, target = excluded.target
       returning (xmax = 0) as inserted`,
      [ssoId, mandator.id, kind, id, label, target],
    );
    res.status(rows[0]?.inserted ? 201 : 200).json({ id, label, target } satisfies FeedBookmark);
  });

  router.delete(`${list}/:id`, async (req, res) => {
    const id = feedId(req.params.id);
    const { ssoId, mandator } = userOf(res);
    await db.query(
      'delete from users.feed_bookmarks where sso_id = $1 and mandator = $2 and kind = $3 and feed_id = $4',
      [ssoId, mandator.id, kind, id],
    );
    res.status(204).end();
  });

  return router;
}
