import type { CreditPurchase } from '@news/contracts/paymentsApi';
import type { DbTx } from '@news/db/createDb';

type PurchaseRow = { article_id: number; purchased_at: Date | string };

const toPurchase = (row: PurchaseRow): CreditPurchase => ({
  articleId: row.article_id,
  purchasedAt: new Date(row.purchased_at).toISOString(),
});

/** The reader's (ssoId) purchases with credits in one brand, newest first; none without a customer. */
export async function listCreditPurchases(
  db: DbTx,
  ssoId: string,
  mandator: string,
): Promise<CreditPurchase[]> {
  const { rows } = await db.query<PurchaseRow>(
    `select p.article_id, p.purchased_at
     from payments.credit_purchases p join payments.customers c on c.customer_id = p.customer_id
     where c.sso_id = $1 and p.mandator = $2
     order by p.purchased_at desc, p.article_id desc`,
    [ssoId, mandator],
  );
  return rows.map(toPurchase);
}

/** When the reader (ssoId) bought this article with a credit in this brand, or undefined. */
export async function findCreditPurchase(
  db: DbTx,
  ssoId: string,
  mandator: string,
  articleId: number,
): Promise<CreditPurchase | undefined> {
  const { rows } = await db.query<PurchaseRow>(
    `select p.article_id, p.purchased_at
     from payments.credit_purchases p join payments.customers c on c.customer_id = p.customer_id
     where c.sso_id = $1 and p.mandator = $2 and p.article_id = $3`,
    [ssoId, mandator, articleId],
  );
  return rows[0] && toPurchase(rows[0]);
}
