import { demoReaderSsoIds } from '@news/config/demoReaders';
import type { Db } from '@news/db/createDb';

/** The demo wallet reader's customer and wallet (README "Demo readers"). */
export const DEMO_WALLET = {
  ssoId: demoReaderSsoIds['wallet@example.com'],
  customerId: '1000006',
  uniqueId: 'W-1000006',
  credits: 3,
} as const;

/**
 * Adds the demo wallet reader's customer with a wallet of 3 credits when missing. Idempotent: an existing wallet
 * keeps its balance (credits the reader spent stay spent across restarts).
 */
export async function seedDemoWallets(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'insert into payments.customers (customer_id, sso_id) values ($1, $2) on conflict do nothing',
      [DEMO_WALLET.customerId, DEMO_WALLET.ssoId],
    );
    await tx.query(
      `insert into payments.wallets (customer_id, unique_id, available_credit_count)
       select customer_id, $2, $3 from payments.customers where customer_id = $1 and sso_id = $4
       on conflict do nothing`,
      [DEMO_WALLET.customerId, DEMO_WALLET.uniqueId, DEMO_WALLET.credits, DEMO_WALLET.ssoId],
    );
  });
}
