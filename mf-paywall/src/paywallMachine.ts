import type { ContentRestriction } from '@news/contracts/content';
import type { PaywallTemplate } from '@news/contracts/paywallApi';
import type { UserFlags } from '@news/contracts/userState';

/** spec §3 "Paywall state": the template shown, whether the paywall service answered, whether the page is locked. */
export type PaywallState = {
  paywallTemplate: PaywallTemplate | null;
  zephrAnswered: boolean;
  isPaywall: boolean;
};

/** spec §4: not answered, no paywall. */
export const initialPaywallState: PaywallState = {
  paywallTemplate: null,
  zephrAnswered: false,
  isPaywall: false,
};

export type PaywallPageType = 'Artikelseite' | 'Kategorieseite' | 'Other';

/**
 * spec §4: the paywall service is asked only for a restricted article and a reader who is neither plus nor
 * e-paper subscriber; everyone else is open at once.
 */
export function needsPaywallDecision(
  page: { pageType: PaywallPageType; contentRestriction: ContentRestriction },
  flags: Pick<UserFlags, 'isPlusUser' | 'isEpaperUser'>,
): boolean {
  return (
    page.contentRestriction !== 'free' &&
    page.pageType === 'Artikelseite' &&
    !flags.isPlusUser &&
    !flags.isEpaperUser
  );
}

/**
 * What happens to the paywall state:
 * - open: no decision needed (free, not an article, plus or e-paper), or a coin bought the article;
 * - answered: the paywall service's template;
 * - failed: the service failed or timed out, the brand's fallback template for the device locks the article;
 * - locked: the reader may not read it with this template after all (e.g. no coins left: coins-empty);
 * - reset: another page, or another reader (login, logout): the decision starts over.
 */
export type PaywallTransition =
  | { type: 'open' }
  | { type: 'answered'; template: PaywallTemplate }
  | { type: 'failed' }
  | { type: 'locked'; template: Exclude<PaywallTemplate, 'ok'> }
  | { type: 'reset' };

/** The client state machine of spec §4. */
export function nextPaywallState(_state: PaywallState, transition: PaywallTransition): PaywallState {
  switch (transition.type) {
    case 'open':
      return { paywallTemplate: 'ok', zephrAnswered: true, isPaywall: false };
    case 'answered':
      return {
        paywallTemplate: transition.template,
        zephrAnswered: true,
        isPaywall: transition.template !== 'ok',
      };
    case 'failed':
      return { paywallTemplate: 'fallback', zephrAnswered: true, isPaywall: true };
    case 'locked':
      return { paywallTemplate: transition.template, zephrAnswered: true, isPaywall: true };
    case 'reset':
      return initialPaywallState;
  }
}
