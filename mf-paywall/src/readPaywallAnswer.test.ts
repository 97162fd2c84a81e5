import { readPaywallAnswer } from './readPaywallAnswer';

const result = (sdkFeatureSlug: string, outputValue: string) => ({ sdkFeatureSlug, outputValue });

describe('readPaywallAnswer', () => {
  it('reads template, meter and the offer of the answer', () => {
    expect(
      readPaywallAnswer({
        results: [
          result('paywall-template', 'subscription-offer'),
          result('meter-remaining', '0'),
          result('meter-limit', '3'),
          result('paywall-headline', ' Jetzt weiterlesen '),
          result('paywall-text', 'Alle Artikel für 9,99 € im Monat.'),
          result('paywall-layout', 'sheet'),
          result('paywall-template', 'ok'),
        ],
      }),
    ).toEqual({
      template: 'subscription-offer',
      meterRemaining: 0,
      meterLimit: 3,
      offer: { headline: 'Jetzt weiterlesen', text: 'Alle Artikel für 9,99 € im Monat.', layout: 'sheet' },
    });
  });

  it('has no template for an unknown one, no meter without numbers, and no offer parts it does not know', () => {
    expect(
      readPaywallAnswer({
        results: [
          result('paywall-template', 'popup'),
          result('meter-remaining', '-1'),
          result('paywall-layout', 'banner'),
          result('paywall-headline', '  '),
        ],
      }),
    ).toEqual({ template: null, meterRemaining: null, meterLimit: null, offer: {} });
    expect(readPaywallAnswer({ results: [] }).template).toBeNull();
  });
});
