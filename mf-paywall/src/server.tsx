import type { AnonymousPaywallAnswers } from '@news/contracts/anonymousPaywall';
import { getMandator } from '@news/config/mandators';
import { coerceSettings } from '@news/config/settings';
import type { ReactElement } from 'react';
import { DevicePaywalls, PAYWALL_ID_PREFIX } from './DevicePaywalls';

/** The gateway renders anonymousPaywall's element with this prefix for useId, as the parcel hydrates it. */
export const identifierPrefix = PAYWALL_ID_PREFIX;

const noPurchase = () => undefined;

/**
 * Server entry (exposed as ./server): the paywall box of a plus article for anonymous readers, as the gateway
 * renders it into the shared document (ADR 0013); the parcel hydrates it in the browser.
 */
export function anonymousPaywall(input: {
  answers: AnonymousPaywallAnswers;
  /** The brand's id: its subscription link. */
  mandator: string;
  brandName: string;
}): ReactElement {
  const settings = coerceSettings(getMandator(input.mandator)?.settings);
  return (
    <DevicePaywalls
      answers={input.answers}
      view={null}
      settings={settings}
      brandName={input.brandName}
      onBuy={noPurchase}
    />
  );
}
