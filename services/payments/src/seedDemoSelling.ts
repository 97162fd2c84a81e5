import { mandatorIds } from '@news/config/mandators';
import type { Db } from '@news/db/createDb';
import { importPrintSubscribers, issueVouchers } from './operatorImports';

/** The demo voucher codes of every brand (README "Demo readers"): single use, so each works once per data folder. */
export const DEMO_VOUCHERS = [
  { code: 'PLUS-DEMO-2026', productId: 'plus-monthly', expiresAt: '2099-12-31T23:00:00.000Z' },
  { code: 'COINS-DEMO-2026', productId: 'coins-5', expiresAt: '2099-12-31T23:00:00.000Z' },
  { code: 'ABGELAUFEN-2024', productId: 'plus-monthly', expiresAt: '2024-12-31T23:00:00.000Z' },
] as const;

/** The demo print and e-paper subscribers of every brand (customer number and postcode), as the publisher's data. */
export const DEMO_PRINT_SUBSCRIBERS = [
  { customerNumber: '4711001', postcode: '55116', kind: 'print' },
  { customerNumber: '4711002', postcode: '55116', kind: 'epaper' },
] as const;

/** Adds the demo vouchers and print subscribers when missing; redeemed codes and linked numbers stay so. */
export async function seedDemoSelling(db: Db): Promise<void> {
  await issueVouchers(db, {
    vouchers: mandatorIds.flatMap((mandator) => DEMO_VOUCHERS.map((v) => ({ ...v, mandator }))),
  });
  await importPrintSubscribers(db, {
    subscribers: mandatorIds.flatMap((mandator) => DEMO_PRINT_SUBSCRIBERS.map((s) => ({ ...s, mandator }))),
  });
}
