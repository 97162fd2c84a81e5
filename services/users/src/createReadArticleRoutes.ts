import { READ_ARTICLES_LIMIT, type ReadArticle } from '@news/contracts/userApi';
import type { Db } from '@news/db/createDb';
import express, { type Router } from 'express';
import { userOf } from './authorizeUser';
import { parseRouteId } from './parseRouteId';

const articleId = (value: string | undefined) =>
  parseRouteId(value, 'invalid_article_id', 'Die Artikel-ID ist ungültig.');

/**
 * The reader's history of read articles: POST /read-articles/{id} records a view (one entry per article: the visit
 * counter rises and the article moves to the top; entries beyond READ_ARTICLES_LIMIT, the oldest, are dropped in
 * the same transaction, so the history stays bounded), GET /read-articles lists them newest first, DELETE
 * /read-articles/{id} removes one and DELETE /read-articles all of them (204, also when there was nothing).
 */
export function createReadArticleRoutes(db: Db): Router {
  const router = express.Router();

  router.get('/read-articles', async (_req, res) => {
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query<{ article_id: number; read_at: Date; visits: number }>(
      `select article_id, read_at, visits from users.read_articles
        where sso_id = $1 and mandator = $2 order by read_at desc, article_id desc limit $3`,
      [ssoId, mandator.id, READ_ARTICLES_LIMIT],
    );
    res.setHeader('cache-control', 'no-store');
    res.json(
      rows.map((r): ReadArticle => ({
        articleId: r.article_id,
        readAt: new Date(r.read_at).toISOString(),
        visits: r.visits,
      })),
    );
  });

  router.post('/read-articles/:id', async (req, res) => {
    const id = articleId(req.params.id);
    const { ssoId, mandator } = userOf(res);
    const row = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ read_at: Date; visits: number }>(
        `insert into users.read_articles (sso_id, mandator, article_id) values ($1, $2, $3)
         on conflict (sso_id, mandator, article_id)
         do update set read_at = now(), visits = users.read_articles.visits + 1
         returning read_at, visits`,
        [ssoId, mandator.id, id],
      );
      await tx.query(
        `delete from users.read_articles where sso_id = $1 and mandator = $2 and article_id not in (
           select article_id from users.read_articles where sso_id = $1 and mandator = $2
           order by read_at desc, article_id desc limit $3)`,
        [ssoId, mandator.id, READ_ARTICLES_LIMIT],
      );
      return rows[0];
    });
    res.json({
      articleId: id,
      readAt: new Date(row?.read_at ?? Date.now()).toISOString(),
      visits: row?.visits ?? 1,
    });
  });

  router.delete('/read-articles', async (_req, res) => {
    const { ssoId, mandator } = userOf(res);
    await db.query('delete from users.read_articles where sso_id = $1 and mandator = $2', [
      ssoId,
      mandator.id,
    ]);
    res.status(204).end();
  });

  router.delete('/read-articles/:id', async (req, res) => {
    const id = articleId(req.params.id);
    const { ssoId, mandator } = userOf(res);
    await db.query(
      'delete from users.read_articles where sso_id = $1 and mandator = $2 and article_id = $3',
      [ssoId, mandator.id, id],
    );
    res.status(204).end();
  });

  return router;
}
