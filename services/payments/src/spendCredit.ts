import { randomUUID } from 'node:crypto';
import type { CreditUseAnswer, CreditUseBody } from '@news/contracts/paymentsApi';
import { creditPurchaseCreatedSchema } from '@news/contracts/webhooks';
import type { Db } from '@news/db/createDb';
import type { Outbox } from '@news/outbox/createOutbox';
import { PaymentsHttpError } from './PaymentsHttpError';

type WalletRow = { sso_id: string; unique_id: string; available_credit_count: number };

/**
 * Spends the reader's credits on one article (POST /customers/{customerId}/credits/use), all or nothing in one
 * transaction: the wallet row is locked first, so parallel uses of one wallet run one after the other and never
 * overspend. Another reader's customer, a customer without that wallet: 403. An article bought before (same
 * customer and brand) charges nothing and answers `charged: false`; too few credits: 409 `no_credits_left`.
 * Otherwise the purchase is recorded, the wallet decremented and `credit_purchase.created` enqueued in the same
 * transaction; the caller kicks the outbox after it committed.
 */
export async function spendCredit(
  db: Db,
  outbox: Outbox,
  use: CreditUseBody & { ssoId: string; mandator: string },
): Promise<CreditUseAnswer> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<WalletRow>(
      `select c.sso_id, w.unique_id, w.available_credit_count
       from payments.customers c join payments.wallets w on w.customer_id = c.customer_id
       where c.customer_id = $1
       for update of w`,
      [use.customerId],
    );
    const wallet = rows[0];
    // Unknown and foreign customers and wallets answer alike: nobody can probe for ids.
    if (wallet?.sso_id !== use.ssoId || wallet.unique_id !== use.uniqueId)
      throw new PaymentsHttpError('forbidden');

    const bought = await tx.query<{ purchased_at: Date | string }>(
      `select purchased_at from payments.credit_purchases
       where customer_id = $1 and mandator = $2 and article_id = $3`,
      [use.customerId, use.mandator, use.articleId],
    );
    if (bought.rows[0])
      return {
        availableCreditCount: wallet.available_credit_count,
        articleId: use.articleId,
        purchasedAt: new Date(bought.rows[0].purchased_at).toISOString(),
        charged: false,
      };
    if (wallet.available_credit_count < use.coinsAmount) throw new PaymentsHttpError('no_credits_left');

    const purchase = await tx.query<{ purchased_at: Date | string }>(
      `insert into payments.credit_purchases
         (customer_id, mandator, article_id, unique_id, credits, reason, purchased_at)
       values ($1, $2, $3, $4, $5, $6, date_trunc('milliseconds', now()))
       returning purchased_at`,
      [use.customerId, use.mandator, use.articleId, use.uniqueId, use.coinsAmount, use.reason],
    );
    const spent = await tx.query<{ available_credit_count: number }>(
      `update payments.wallets
       set available_credit_count = available_credit_count - $2, updated_at = now()
       where customer_id = $1
       returning available_credit_count`,
      [use.customerId, use.coinsAmount],
    );
    const [recorded, left] = [purchase.rows[0], spent.rows[0]];
    if (!recorded || !left) throw new Error('credit use: the new purchase or the locked wallet is missing');
    const purchasedAt = new Date(recorded.purchased_at).toISOString();
    await outbox.enqueue(
      tx,
      creditPurchaseCreatedSchema.parse({
        id: randomUUID(),
        type: 'credit_purchase.created',
        occurredAt: purchasedAt,
        data: { ssoId: use.ssoId, mandator: use.mandator, articleId: use.articleId, purchasedAt },
      }),
    );
    return {
      availableCreditCount: left.available_credit_count,
      articleId: use.articleId,
      purchasedAt,
      charged: true,
    };
  });
}
