import type { LinkTokenState, PaywallTemplate } from '@news/contracts/paywallApi';
import type { Reader } from './readReader';

/** The meter of a registered reader: plus articles opened through it in the brand's period. */
export type MeterState = {
  used: number;
  limit: number;
  /** This article was already counted. */ counted: boolean;
};

export type PersonalisationInput = {
  reader: Reader;
  registrationWall: boolean;
  /** The reader's meter, when the brand has one and the reader is metered (registered, e-mail confirmed). */
  meter: MeterState | undefined;
  /** The link-token state of the page (spec §3 payload input _dm_linkTokenState). */
  _dm_linkTokenState: LinkTokenState;
  /** The reader's available credits, or null without a wallet. */
  walletCredits: number | null;
  soldWithCredits: boolean;
};

export type PersonalisationAnswer = {
  template: PaywallTemplate;
  /** Free plus articles left after this one, and the meter's size (results meter-remaining, meter-limit). */
  meter?: { remaining: number; limit: number };
};

/**
 * The personalisation rules ("rules answer"), in order: an anonymous reader gets the registration wall (when the
 * brand has one, else the subscription offer) — one with a valid gift link always, as it needs a login to open;
 * a metered reader with room on the meter (or this article already counted) gets `ok`; a wallet reader with
 * credits gets the coin offer and one without credits `coins-empty`, both only for an article sold with credits;
 * everyone else the subscription offer.
 */
export function personalise(input: PersonalisationInput): PersonalisationAnswer {
  const { reader, meter } = input;
  if (reader.kind === 'anonymous') {
    const wall = input.registrationWall || input._dm_linkTokenState === 'valid';
    return { template: wall ? 'registration-wall' : 'subscription-offer' };
  }
  const meterResult = meter && {
    limit: meter.limit,
    remaining: Math.max(0, meter.limit - meter.used - (meter.counted ? 0 : 1)),
  };
  if (meter && (meter.counted || meter.used < meter.limit)) return { template: 'ok', meter: meterResult };
  const withMeter = (template: PaywallTemplate): PersonalisationAnswer =>
    meterResult ? { template, meter: meterResult } : { template };
  const credits = reader.roles.includes('WALLET_USER') ? input.walletCredits : null;
  if (credits !== null && input.soldWithCredits) return withMeter(credits > 0 ? 'coin-offer' : 'coins-empty');
  return withMeter('subscription-offer');
}
