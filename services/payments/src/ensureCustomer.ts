import { randomUUID } from 'node:crypto';
import type { DbTx } from '@news/db/createDb';

/**
 * The reader's payment customer id, made on their first order, and locked (`for update`) until the transaction
 * ends: one reader's checkouts run one after the other.
 */
export async function ensureCustomer(tx: DbTx, ssoId: string): Promise<string> {
  await tx.query(
    `insert into payments.customers (customer_id, sso_id) values ($1, $2) on conflict (sso_id) do nothing`,
    [`C-${randomUUID()}`, ssoId],
  );
  const { rows } = await tx.query<{ customer_id: string }>(
    'select customer_id from payments.customers where sso_id = $1 for update',
    [ssoId],
  );
  const customerId = rows[0]?.customer_id;
  if (!customerId) throw new Error('checkout: the customer is missing');
  return customerId;
}
