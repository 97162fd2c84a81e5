import type { PrintSubscriberImportBody, VoucherIssueBody } from '@news/contracts/sellApi';
import type { Db } from '@news/db/createDb';
import { isMandatorId } from '@news/config/mandators';
import { PaymentsHttpError } from './PaymentsHttpError';
import { findProduct } from './products';

/**
 * Issues voucher codes (POST /payments/operator/vouchers, signed with WEBHOOK_SECRET): each for a product the brand
 * sells. A code that exists already keeps what it was (issued again: nothing changes). Answers how many are new.
 */
export async function issueVouchers(db: Db, body: VoucherIssueBody): Promise<{ issued: number }> {
  for (const voucher of body.vouchers)
    if (!isMandatorId(voucher.mandator) || !findProduct(voucher.mandator, voucher.productId))
      throw new PaymentsHttpError('invalid_import');
  return db.transaction(async (tx) => {
    let issued = 0;
    for (const v of body.vouchers) {
      const { rows } = await tx.query(
        `insert into payments.vouchers (mandator, code, product_id, expires_at) values ($1, $2, $3, $4)
         on conflict do nothing returning code`,
        [v.mandator, v.code, v.productId, v.expiresAt],
      );
      issued += rows.length;
    }
    return { issued };
  });
}

/**
 * Imports print and e-paper subscribers (POST /payments/operator/print-subscribers, signed): new ones are added, a
 * known one gets its postcode and kind updated; the account it is linked to stays linked.
 */
export async function importPrintSubscribers(
  db: Db,
  body: PrintSubscriberImportBody,
): Promise<{ imported: number }> {
  if (body.subscribers.some((s) => !isMandatorId(s.mandator))) throw new PaymentsHttpError('invalid_import');
  return db.transaction(async (tx) => {
    for (const s of body.subscribers)
      await tx.query(
        `insert into payments.print_subscribers (mandator, customer_number, postcode, kind) values ($1, $2, $3, $4)
         on conflict (mandator, customer_number) do update set postcode = excluded.postcode, kind = excluded.kind`,
        [s.mandator, s.customerNumber, s.postcode, s.kind],
      );
    return { imported: body.subscribers.length };
  });
}
