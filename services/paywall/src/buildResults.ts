import type { DbTx } from '@news/db/createDb';
import {
  METER_LIMIT_SLUG,
  METER_REMAINING_SLUG,
  PAYWALL_HEADLINE_SLUG,
  PAYWALL_LAYOUT_SLUG,
  PAYWALL_TEMPLATE_SLUG,
  PAYWALL_TEXT_SLUG,
  type Device,
  type PaywallAnswer,
  type PaywallTemplate,
} from '@news/contracts/paywallApi';

type Results = PaywallAnswer['results'];

/**
 * The answer's results: `paywall-template`, the template's headline, text and layout for the brand and device
 * (paywall.paywall_templates; `ok` has none), and the meter when the reader is metered.
 */
export async function buildResults(
  db: DbTx,
  opts: {
    mandator: string;
    device: Device;
    template: PaywallTemplate;
    meter: { remaining: number; limit: number } | undefined;
  },
): Promise<Results> {
  const results: Results = [{ sdkFeatureSlug: PAYWALL_TEMPLATE_SLUG, outputValue: opts.template }];
  if (opts.template !== 'ok') {
    const { rows } = await db.query<{ headline: string; text: string; layout: string }>(
      `select headline, text, layout from paywall.paywall_templates
        where mandator = $1 and device = $2 and template = $3`,
      [opts.mandator, opts.device, opts.template],
    );
    const row = rows[0];
    if (row)
      results.push(
        { sdkFeatureSlug: PAYWALL_HEADLINE_SLUG, outputValue: row.headline },
        { sdkFeatureSlug: PAYWALL_TEXT_SLUG, outputValue: row.text },
        { sdkFeatureSlug: PAYWALL_LAYOUT_SLUG, outputValue: row.layout },
      );
  }
  if (opts.meter)
    results.push(
      { sdkFeatureSlug: METER_REMAINING_SLUG, outputValue: String(opts.meter.remaining) },
      { sdkFeatureSlug: METER_LIMIT_SLUG, outputValue: String(opts.meter.limit) },
    );
  return results;
}
