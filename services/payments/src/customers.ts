import type { CreditWallet, PaymentCustomer } from '@news/contracts/paymentsApi';
import type { DbTx } from '@news/db/createDb';

type CustomerRow = { customer_id: string; sso_id: string; created_at: Date | string };
type WalletRow = { customer_id: string; unique_id: string; available_credit_count: number };

const toCustomer = (r: CustomerRow): PaymentCustomer => ({
  customerId: r.customer_id,
  ssoId: r.sso_id,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function findCustomerBySsoId(db: DbTx, ssoId: string): Promise<PaymentCustomer | undefined> {
  const { rows } = await db.query<CustomerRow>(
    'select customer_id, sso_id, created_at from payments.customers where sso_id = $1',
    [ssoId],
  );
  return rows[0] && toCustomer(rows[0]);
}

export async function findCustomer(db: DbTx, customerId: string): Promise<PaymentCustomer | undefined> {
  const { rows } = await db.query<CustomerRow>(
    'select customer_id, sso_id, created_at from payments.customers where customer_id = $1',
    [customerId],
  );
  return rows[0] && toCustomer(rows[0]);
}

export async function findWallet(db: DbTx, customerId: string): Promise<CreditWallet | undefined> {
  const { rows } = await db.query<WalletRow>(
    `select customer_id, unique_id, available_credit_count from payments.wallets where customer_id = $1`,
    [customerId],
  );
  const row = rows[0];
  return (
    row && {
      customerId: row.customer_id,
      uniqueId: row.unique_id,
      availableCreditCount: row.available_credit_count,
    }
  );
}
