import type { MandatorId } from '@news/config/mandators';
import type { VoucherRedemption } from '@news/contracts/sellApi';
import type { Db } from '@news/db/createDb';
import type { Outbox } from '@news/outbox/createOutbox';
import { enqueueRoleGrant } from './checkout';
import { ensureCustomer } from './ensureCustomer';
import { recordFailedAttempt, refuseGuessing } from './failedAttempts';
import { PaymentsHttpError } from './PaymentsHttpError';
import { findProduct } from './products';

/** Failed codes a reader may try per hour before redeeming is refused for the rest of it. */
export const VOUCHER_GUESSES_PER_HOUR = 10;

const GUESS_FAILURES = new Set(['voucher_unknown', 'voucher_expired', 'voucher_already_redeemed']);

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Redeems a voucher code (POST …/vouchers/redeem) in one transaction: the code is taken by a single
 * `update … where redeemed_at is null`, so of concurrent redemptions exactly one wins and the others see it redeemed.
 * A subscription product grants its role for one term (`validUntil`, the role then ends by itself in the identity
 * service); a coin pack adds its coins to the wallet and grants WALLET_USER like a purchase. Unknown (404), expired
 * (410) and redeemed (409) codes count as failed guesses; after VOUCHER_GUESSES_PER_HOUR of them, 429.
 */
export async function redeemVoucher(
  db: Db,
  roleOutbox: Outbox,
  input: { ssoId: string; mandator: MandatorId; code: string },
): Promise<VoucherRedemption> {
  await refuseGuessing(db, input.ssoId, 'voucher', VOUCHER_GUESSES_PER_HOUR);
  try {
    return await db.transaction(async (tx) => {
      const voucher = await tx.query<{ product_id: string; expired: boolean; redeemed: boolean }>(
        `select product_id, expires_at <= now() as expired, redeemed_at is not null as redeemed
         from payments.vouchers where mandator = $1 and code = $2`,
        [input.mandator, input.code],
      );
      const found = voucher.rows[0];
      if (!found) throw new PaymentsHttpError('voucher_unknown');
      if (found.redeemed) throw new PaymentsHttpError('voucher_already_redeemed');
      if (found.expired) throw new PaymentsHttpError('voucher_expired');
      const product = findProduct(input.mandator, found.product_id);
      if (!product) throw new Error(`voucher ${input.code}: product ${found.product_id} is not sold here`);

      const taken = await tx.query<{ redeemed_at: Date | string; valid_until: Date | string | null }>(
        `update payments.vouchers
         set redeemed_by = $3, redeemed_at = date_trunc('milliseconds', now()),
             valid_until = case when $4::text = 'once' then null
                                else date_trunc('milliseconds', now()) + ('1 ' || $4::text)::interval end
         where mandator = $1 and code = $2 and redeemed_at is null and expires_at > now()
         returning redeemed_at, valid_until`,
        [input.mandator, input.code, input.ssoId, product.period],
      );
      const redemption = taken.rows[0];
      // another redemption committed between the read and the update
      if (!redemption) throw new PaymentsHttpError('voucher_already_redeemed');

      const customerId = await ensureCustomer(tx, input.ssoId);
      let wallet: VoucherRedemption['wallet'] = null;
      let grantId = `V-${input.mandator}-${input.code}`;
      if (product.period === 'once') {
        const filled = await tx.query<{ unique_id: string; available_credit_count: number }>(
          `insert into payments.wallets (customer_id, unique_id, available_credit_count) values ($1, $2, $3)
           on conflict (customer_id) do update
             set available_credit_count = payments.wallets.available_credit_count + excluded.available_credit_count,
                 updated_at = now()
           returning unique_id, available_credit_count`,
          [customerId, `W-${customerId}`, product.credits],
        );
        const row = filled.rows[0];
        if (row)
          wallet = { customerId, uniqueId: row.unique_id, availableCreditCount: row.available_credit_count };
        // the same grant as a bought pack: the wallet's role lasts as long as the wallet
        grantId = `wallet-${customerId}`;
      }
      const validUntil = redemption.valid_until ? iso(redemption.valid_until) : null;
      await enqueueRoleGrant(tx, roleOutbox, { grantId, ssoId: input.ssoId, role: product.role, validUntil });
      return {
        code: input.code,
        productId: product.productId,
        productName: product.name,
        role: product.role,
        validUntil,
        credits: product.credits,
        wallet,
        redeemedAt: iso(redemption.redeemed_at),
      };
    });
  } catch (err) {
    if (err instanceof PaymentsHttpError && GUESS_FAILURES.has(err.code))
      await recordFailedAttempt(db, input.ssoId, 'voucher');
    throw err;
  }
}
