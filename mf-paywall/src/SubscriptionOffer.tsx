import type { PaywallOffer } from './readPaywallAnswer';
import { PaywallFrame } from './PaywallFrame';

/** A registered reader without access (e.g. the meter is used up): the plus offer with the brand's link. */
export function SubscriptionOffer({
  offer,
  meterRemaining,
  meterLimit,
  subscriptionLink,
  takeFocus,
}: {
  offer: PaywallOffer;
  meterRemaining: number | null;
  meterLimit: number | null;
  subscriptionLink: string;
  takeFocus?: boolean;
}) {
  const meterUsed = meterRemaining === 0 && meterLimit !== null && meterLimit > 0;
  return (
    <PaywallFrame
      template="subscription-offer"
      headline={offer.headline ?? 'Weiterlesen mit plus'}
      layout={offer.layout}
      takeFocus={takeFocus}
    >
      {meterUsed ? (
        <p className="pw-meter-used">
          Sie haben{' '}
          {meterLimit === 1 ? 'Ihren freien plus-Artikel' : `Ihre ${meterLimit} freien plus-Artikel`} in
          diesem Monat gelesen.
        </p>
      ) : null}
      <p className="pw-text">
        {offer.text ?? 'Mit plus lesen Sie alle Artikel ohne Limit – im Web und in der App.'}
      </p>
      <p className="pw-actions">
        <a className="pw-cta" href={subscriptionLink}>
          Jetzt plus abonnieren
        </a>
      </p>
    </PaywallFrame>
  );
}
