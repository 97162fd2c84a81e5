import type { MandatorId } from '@news/config/mandators';
import type { AccessTerm } from '@news/contracts/commerceApi';
import type { DbTx } from '@news/db/createDb';
import { findProduct } from './products';

/** How /account/abo names the trial a friend's invitation gave (it grants plus, like the monthly subscription). */
export const TRIAL_NAME = 'plus – Probezugang aus einer Einladung';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The reader's terms of access without a subscription in this brand, newest first, ended ones included: subscription
 * vouchers redeemed (coin vouchers are in the wallet, not here) and the trial of an accepted invitation.
 */
export async function listAccessTerms(db: DbTx, ssoId: string, mandator: MandatorId): Promise<AccessTerm[]> {
  const { rows } = await db.query<{
    kind: 'voucher' | 'trial';
    product_id: string | null;
    started_at: Date | string;
    ends_at: Date | string;
  }>(
    `select 'voucher' as kind, product_id, redeemed_at as started_at, valid_until as ends_at
     from payments.vouchers where redeemed_by = $1 and mandator = $2 and valid_until is not null
     union all
     select 'trial' as kind, null as product_id, created_at as started_at, valid_until as ends_at
     from payments.trials where sso_id = $1 and mandator = $2
     order by started_at desc`,
    [ssoId, mandator],
  );
  return rows.map((r) => ({
    kind: r.kind,
    productName:
      r.kind === 'trial'
        ? TRIAL_NAME
        : (findProduct(mandator, r.product_id ?? '')?.name ?? r.product_id ?? ''),
    startedAt: iso(r.started_at),
    endsAt: iso(r.ends_at),
  }));
}
