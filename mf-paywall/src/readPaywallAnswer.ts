import {
  METER_LIMIT_SLUG,
  METER_REMAINING_SLUG,
  PAYWALL_HEADLINE_SLUG,
  PAYWALL_LAYOUT_SLUG,
  PAYWALL_TEXT_SLUG,
  paywallLayoutSchema,
  PAYWALL_TEMPLATE_SLUG,
  paywallTemplateSchema,
  type PaywallLayout,
  type PaywallAnswer,
  type PaywallTemplate,
} from '@news/contracts/paywallApi';

/** The brand's offer texts for the template and device; absent parts take the template's German defaults. */
export type PaywallOffer = { headline?: string; text?: string; layout?: PaywallLayout };

/** What the paywall box needs from the paywall service's answer. */
export type PaywallAnswerView = {
  /** null: the answer names no template the site knows (treated like a failed service). */
  template: PaywallTemplate | null;
  /** Free plus articles left this month after this one (meter), null without a meter. */
  meterRemaining: number | null;
  meterLimit: number | null;
  offer: PaywallOffer;
};

const count = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : null;

/** Reads the results (sdkFeatureSlug → outputValue) of the paywall service's answer; the first of a slug counts. */
export function readPaywallAnswer(answer: PaywallAnswer): PaywallAnswerView {
  const value = (slug: string) => answer.results.find((r) => r.sdkFeatureSlug === slug)?.outputValue;
  const template = paywallTemplateSchema.safeParse(value(PAYWALL_TEMPLATE_SLUG));
  const layout = paywallLayoutSchema.safeParse(value(PAYWALL_LAYOUT_SLUG));
  const headline = value(PAYWALL_HEADLINE_SLUG)?.trim();
  const text = value(PAYWALL_TEXT_SLUG)?.trim();
  return {
    template: template.success ? template.data : null,
    meterRemaining: count(value(METER_REMAINING_SLUG)),
    meterLimit: count(value(METER_LIMIT_SLUG)),
    offer: {
      ...(headline ? { headline } : {}),
      ...(text ? { text } : {}),
      ...(layout.success ? { layout: layout.data } : {}),
    },
  };
}
