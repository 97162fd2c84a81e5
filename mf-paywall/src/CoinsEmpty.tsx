import { PaywallFrame } from './PaywallFrame';
import type { PaywallOffer } from './readPaywallAnswer';

/** A wallet reader without credits: where to get more, or the subscription. */
export function CoinsEmpty({
  offer,
  subscriptionLink,
  takeFocus,
}: {
  offer: PaywallOffer;
  subscriptionLink: string;
  takeFocus?: boolean;
}) {
  return (
    <PaywallFrame
      template="coins-empty"
      headline={offer.headline ?? 'Ihre Coins sind aufgebraucht'}
      layout={offer.layout}
      takeFocus={takeFocus}
    >
      <p className="pw-text">{offer.text ?? 'Für diesen Artikel brauchen Sie 1 Coin.'}</p>
      <p className="pw-actions">
        <a className="pw-cta" href="/account/coins">
          Coins nachkaufen
        </a>
        <a href={subscriptionLink}>Oder alle Artikel mit plus lesen</a>
      </p>
    </PaywallFrame>
  );
}
