import type { DbTx } from '@news/db/createDb';
import { PaywallApiError } from './PaywallApiError';

/** A brand's paywall rules (paywall.brand_rules). */
export type BrandRules = {
  mandator: string;
  paywallEnabled: boolean;
  registrationWall: boolean;
  meterLimit: number;
  meterPeriodDays: number;
  giftLinksPerMonth: number;
  giftLinkTtlDays: number;
};

const MANDATOR = /^[a-z0-9-]{1,32}$/;

/**
 * The rules of the brand the gateway named in `x-mandator`, read on every request so that a publisher's change
 * applies at once. A brand without rules is unknown here: 400 unknown_mandator.
 */
export async function loadBrandRules(db: DbTx, mandator: string | undefined): Promise<BrandRules> {
  const id = mandator?.trim().toLowerCase() ?? '';
  const { rows } = MANDATOR.test(id)
    ? await db.query<{
        paywall_enabled: boolean;
        registration_wall: boolean;
        meter_limit: number;
        meter_period_days: number;
        gift_links_per_month: number;
        gift_link_ttl_days: number;
      }>(
        `select paywall_enabled, registration_wall, meter_limit, meter_period_days, gift_links_per_month,
           gift_link_ttl_days from paywall.brand_rules where mandator = $1`,
        [id],
      )
    : { rows: [] };
  const row = rows[0];
  if (!row) throw new PaywallApiError(400, 'unknown_mandator', 'Dieses Angebot gibt es nicht.');
  return {
    mandator: id,
    paywallEnabled: row.paywall_enabled,
    registrationWall: row.registration_wall,
    meterLimit: row.meter_limit,
    meterPeriodDays: row.meter_period_days,
    giftLinksPerMonth: row.gift_links_per_month,
    giftLinkTtlDays: row.gift_link_ttl_days,
  };
}
