import {
  initialPaywallState,
  needsPaywallDecision,
  nextPaywallState,
  type PaywallState,
  type PaywallTransition,
} from './paywallMachine';

const answered = (template: PaywallState['paywallTemplate'], isPaywall: boolean): PaywallState => ({
  paywallTemplate: template,
  zephrAnswered: true,
  isPaywall,
});

describe('the paywall state machine (spec §4)', () => {
  it('starts not answered, without paywall', () => {
    expect(initialPaywallState).toEqual({ paywallTemplate: null, zephrAnswered: false, isPaywall: false });
  });

  const transitions: [string, PaywallTransition, PaywallState][] = [
    ['open (free, no article, plus, e-paper, bought)', { type: 'open' }, answered('ok', false)],
    ['answered ok', { type: 'answered', template: 'ok' }, answered('ok', false)],
    [
      'answered registration-wall',
      { type: 'answered', template: 'registration-wall' },
      answered('registration-wall', true),
    ],
    [
      'answered subscription-offer',
      { type: 'answered', template: 'subscription-offer' },
      answered('subscription-offer', true),
    ],
    ['answered coin-offer', { type: 'answered', template: 'coin-offer' }, answered('coin-offer', true)],
    ['answered coins-empty', { type: 'answered', template: 'coins-empty' }, answered('coins-empty', true)],
    ['failed or timed out: the fallback', { type: 'failed' }, answered('fallback', true)],
    ['locked (no coins left)', { type: 'locked', template: 'coins-empty' }, answered('coins-empty', true)],
    ['reset (navigation, login, logout)', { type: 'reset' }, initialPaywallState],
  ];
  const from: [string, PaywallState][] = [
    ['initial', initialPaywallState],
    ['open', answered('ok', false)],
    ['locked', answered('registration-wall', true)],
    ['fallback', answered('fallback', true)],
  ];
  describe.each(from)('from %s', (_from, state) => {
    it.each(transitions)('%s', (_name, transition, expected) => {
      expect(nextPaywallState(state, transition)).toEqual(expected);
    });
  });
});

describe('needsPaywallDecision', () => {
  const nobody = { isPlusUser: false, isEpaperUser: false };
  it.each([
    ['a plus article for a reader without subscription', 'Artikelseite', 'plus', nobody, true],
    ['a free article', 'Artikelseite', 'free', nobody, false],
    ['not an article', 'Kategorieseite', 'plus', nobody, false],
    ['another page', 'Other', 'plus', nobody, false],
    ['a plus reader', 'Artikelseite', 'plus', { isPlusUser: true, isEpaperUser: false }, false],
    ['an e-paper reader', 'Artikelseite', 'plus', { isPlusUser: false, isEpaperUser: true }, false],
  ] as const)('%s → %s', (_name, pageType, contentRestriction, flags, expected) => {
    expect(needsPaywallDecision({ pageType, contentRestriction }, flags)).toBe(expected);
  });
});
