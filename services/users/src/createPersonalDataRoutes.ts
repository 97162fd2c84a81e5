import type { Db } from '@news/db/createDb';
import express, { type Router } from 'express';
import { userOf } from './authorizeUser';

/** The users service's tables that hold a reader's rows (by sso_id), in the order of the export. */
const READER_TABLES = {
  articleBookmarks: 'users.article_bookmarks',
  feedBookmarks: 'users.feed_bookmarks',
  onboarding: 'users.onboarding',
  creditPurchases: 'users.credit_purchases',
  readArticles: 'users.read_articles',
} as const;

/** The reader's newsletter subscriptions: those they made logged in, and those of the account's address. */
const NEWSLETTERS_OF_READER = 'from users.newsletter_subscriptions where sso_id = $1 or email = $2';

/**
 * GET /personal-data: everything this service keeps about the reader, of every brand (the account is the same for
 * all of them), for the data export of GDPR Art. 15/20. DELETE /personal-data removes it all (account deletion),
 * newsletter subscriptions of the account's address included (no more mails to it).
 */
export function createPersonalDataRoutes(db: Db): Router {
  const router = express.Router();

  router.get('/personal-data', async (_req, res) => {
    const { ssoId, email } = userOf(res);
    const data: Record<string, unknown[]> = {};
    for (const [key, table] of Object.entries(READER_TABLES)) {
      const { rows } = await db.query(`select * from ${table} where sso_id = $1`, [ssoId]);
      data[key] = rows.map(({ sso_id: _owner, ...row }: Record<string, unknown>) => row);
    }
    // without the token hashes: they are keys, not the reader's data
    data.newsletterSubscriptions = (
      await db.query(
        `select mandator, newsletter, newsletter_title, email, state, created_at, confirmed_at, unsubscribed_at
         ${NEWSLETTERS_OF_READER} order by created_at`,
        [ssoId, email],
      )
    ).rows;
    res.setHeader('cache-control', 'no-store');
    res.json(data);
  });

  router.delete('/personal-data', async (_req, res) => {
    const { ssoId, email } = userOf(res);
    await db.transaction(async (tx) => {
      for (const table of Object.values(READER_TABLES)) {
        await tx.query(`delete from ${table} where sso_id = $1`, [ssoId]);
      }
      await tx.query(`delete ${NEWSLETTERS_OF_READER}`, [ssoId, email]);
    });
    res.status(204).end();
  });

  return router;
}
