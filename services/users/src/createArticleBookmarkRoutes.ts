import type { ArticleBookmark, BookmarksCount } from '@news/contracts/userApi';
import type { Db, DbTx } from '@news/db/createDb';
import express, { type Router } from 'express';
import { articleBookmarkLimit } from './articleBookmarkLimit';
import { userOf, type UserContext } from './authorizeUser';
import { parseRouteId } from './parseRouteId';
import { UserApiError } from './UserApiError';

const articleId = (value: string | undefined) =>
  parseRouteId(value, 'invalid_article_id', 'Die Artikel-ID ist ungültig.');

type BookmarkRow = { article_id: number; created_at: Date };

const toBookmark = (row: BookmarkRow): ArticleBookmark => ({
  articleId: row.article_id,
  ts: row.created_at.toISOString(),
});

/**
 * The reader's article bookmarks (spec §7 "User API"): GET /bookmarks (newest first), POST and DELETE
 * /bookmarks/{articleId}, GET /bookmarks-count, /has-bookmarks and /is-bookmarked/{articleId}.
 *
 * POST answers 201 with the new bookmark, or 200 with the existing one (adding twice changes nothing). Beyond the
 * reader's limit (articleBookmarkLimit) it answers 409 `bookmark_limit_reached`; count and insert run in one
 * transaction under a per-reader lock, so parallel adds cannot pass the limit. A reader without a limit adds with
 * one statement (no lock, no count). DELETE answers 204 whether or not
 * the bookmark existed (idempotent: a repeated click or a retry is no error).
 */
export function createArticleBookmarkRoutes(db: Db): Router {
  const router = express.Router();

  router.get('/bookmarks', async (_req, res) => {
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query<BookmarkRow>(
      `select article_id, created_at from users.article_bookmarks where sso_id = $1 and mandator = $2
       order by created_at desc, article_id desc`,
      [ssoId, mandator.id],
    );
    res.json(rows.map(toBookmark));
  });

  const count = async (ssoId: string, mandator: string) => {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from users.article_bookmarks where sso_id = $1 and mandator = $2',
      [ssoId, mandator],
    );
    return rows[0]?.n ?? 0;
  };

  router.get('/bookmarks-count', async (_req, res) => {
    const user = userOf(res);
    const answer: BookmarksCount = {
      count: await count(user.ssoId, user.mandator.id),
      limit: articleBookmarkLimit(user),
    };
    res.json(answer);
  });

  router.get('/has-bookmarks', async (_req, res) => {
    const { ssoId, mandator } = userOf(res);
    res.json({ hasBookmarks: (await count(ssoId, mandator.id)) > 0 });
  });

  router.get('/is-bookmarked/:articleId', async (req, res) => {
    const id = articleId(req.params.articleId);
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query(
      'select 1 from users.article_bookmarks where sso_id = $1 and mandator = $2 and article_id = $3',
      [ssoId, mandator.id, id],
    );
    res.json({ isBookmarked: rows.length > 0 });
  });

  const findBookmark = async (tx: DbTx, user: UserContext, id: number) =>
    (
      await tx.query<BookmarkRow>(
        `select article_id, created_at from users.article_bookmarks
         where sso_id = $1 and mandator = $2 and article_id = $3`,
        [user.ssoId, user.mandator.id, id],
      )
    ).rows[0];

  // Under the per-reader lock: existing bookmark, limit, insert (the general path, needed when a limit applies).
  const addUnderLock = (user: UserContext, id: number, limit: number | null) =>
    db.transaction(async (tx) => {
      // One reader's adds run one after another; other readers are not held up.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `users.article_bookmarks/${user.ssoId}/${user.mandator.id}`,
      ]);
      const existing = await findBookmark(tx, user, id);
      if (existing) return { created: false, bookmark: toBookmark(existing) };
      if (limit !== null) {
        const { rows } = await tx.query<{ n: number }>(
          'select count(*)::int as n from users.article_bookmarks where sso_id = $1 and mandator = $2',
          [user.ssoId, user.mandator.id],
        );
        if ((rows[0]?.n ?? 0) >= limit) {
          throw new UserApiError(
            409,
            'bookmark_limit_reached',
            `Sie haben bereits ${limit} Artikel gemerkt. Entfernen Sie einen gemerkten Artikel oder merken Sie ` +
              'sich mit PLUS beliebig viele Artikel.',
          );
        }
      }
      // An add without a limit does not take the lock: it may have added the same bookmark meanwhile (after a
      // concurrent removal), so a conflict answers the bookmark that is there instead of failing.
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await tx.query<BookmarkRow>(
          `insert into users.article_bookmarks (sso_id, mandator, article_id) values ($1, $2, $3)
           on conflict do nothing returning article_id, created_at`,
          [user.ssoId, user.mandator.id, id],
        );
        if (inserted.rows[0]) return { created: true, bookmark: toBookmark(inserted.rows[0]) };
        const added = await findBookmark(tx, user, id);
        if (added) return { created: false, bookmark: toBookmark(added) };
      }
      // added and removed again in between, every time: the reader's other requests are still running
      throw new UserApiError(
        409,
        'bookmark_changing',
        'Der Artikel wird gerade gleichzeitig gemerkt und entfernt. Bitte versuchen Sie es erneut.',
      );
    });

  // Without a limit nothing needs counting: one statement adds the bookmark or answers the existing one. Only when
  // a concurrent add committed after the statement's snapshot does it find neither and take the general path.
  const addWithoutLimit = async (user: UserContext, id: number) => {
    const { rows } = await db.query<BookmarkRow & { created: boolean }>(
      `with added as (
         insert into users.article_bookmarks (sso_id, mandator, article_id) values ($1, $2, $3)
         on conflict do nothing returning article_id, created_at)
       select article_id, created_at, true as created from added
       union all
       select article_id, created_at, false from users.article_bookmarks
       where sso_id = $1 and mandator = $2 and article_id = $3 and not exists (select 1 from added)`,
      [user.ssoId, user.mandator.id, id],
    );
    const row = rows[0];
    return row ? { created: row.created, bookmark: toBookmark(row) } : addUnderLock(user, id, null);
  };

  router.post('/bookmarks/:articleId', async (req, res) => {
    const id = articleId(req.params.articleId);
    const user = userOf(res);
    const limit = articleBookmarkLimit(user);
    const { created, bookmark } =
      limit === null ? await addWithoutLimit(user, id) : await addUnderLock(user, id, limit);
    res.status(created ? 201 : 200).json(bookmark);
  });

  router.delete('/bookmarks/:articleId', async (req, res) => {
    const id = articleId(req.params.articleId);
    const { ssoId, mandator } = userOf(res);
    await db.query(
      'delete from users.article_bookmarks where sso_id = $1 and mandator = $2 and article_id = $3',
      [ssoId, mandator.id, id],
    );
    res.status(204).end();
  });

  return router;
}
