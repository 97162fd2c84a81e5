import {
  creditPurchaseIdsSchema,
  type CreditPurchaseDates,
  type CreditPurchaseExists,
} from '@news/contracts/userApi';
import type { Db } from '@news/db/createDb';
import express, { type Router } from 'express';
import { userOf } from './authorizeUser';
import { parseBody } from './parseBody';
import { parseRouteId } from './parseRouteId';

/**
 * Which articles the reader bought with credits (spec §7 "User API"), read side only:
 * POST /credit-purchases/batch/exists with a JSON array of article ids answers `{ "<articleId>": "<purchase
 * date>" }` for the purchased ones; GET /credit-purchases/{articleId}/exists answers `{ exists, purchasedAt }`.
 */
export function createCreditPurchaseRoutes(db: Db): Router {
  const router = express.Router();

  router.post('/credit-purchases/batch/exists', async (req, res) => {
    const ids = parseBody(
      creditPurchaseIdsSchema,
      req.body,
      'invalid_article_ids',
      'Bitte senden Sie eine Liste von 1 bis 100 Artikel-IDs.',
    );
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query<{ article_id: number; purchased_at: Date }>(
      `select article_id, purchased_at from users.credit_purchases
       where sso_id = $1 and mandator = $2 and article_id = any($3::int[])`,
      [ssoId, mandator.id, ids],
    );
    const dates: CreditPurchaseDates = {};
    for (const row of rows) dates[String(row.article_id)] = row.purchased_at.toISOString();
    res.json(dates);
  });

  router.get('/credit-purchases/:articleId/exists', async (req, res) => {
    const id = parseRouteId(req.params.articleId, 'invalid_article_id', 'Die Artikel-ID ist ungültig.');
    const { ssoId, mandator } = userOf(res);
    const { rows } = await db.query<{ purchased_at: Date }>(
      'select purchased_at from users.credit_purchases where sso_id = $1 and mandator = $2 and article_id = $3',
      [ssoId, mandator.id, id],
    );
    const purchasedAt = rows[0]?.purchased_at.toISOString() ?? null;
    res.json({ exists: purchasedAt !== null, purchasedAt } satisfies CreditPurchaseExists);
  });

  return router;
}
