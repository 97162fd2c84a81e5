import type { WalletView } from './createPaywallController';
import { coinCount } from './coinCount';
import { PaywallFrame } from './PaywallFrame';
import type { PaywallOffer } from './readPaywallAnswer';

function Balance({ wallet }: { wallet: WalletView }) {
  switch (wallet.kind) {
    case 'wallet':
      return <>Ihr Guthaben: {coinCount(wallet.wallet.availableCreditCount)}</>;
    case 'unavailable':
      return <>Ihr Guthaben kann gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.</>;
    default:
      return <>Ihr Guthaben wird geladen …</>;
  }
}

/**
 * A wallet reader with credits: unlocks the article with one coin (spec §4 decision 8, "buy article" layer). The
 * button stays disabled while the purchase is on its way, so a double click buys once.
 */
export function CoinOffer({
  offer,
  wallet,
  purchase,
  onBuy,
  subscriptionLink,
  takeFocus,
}: {
  offer: PaywallOffer;
  wallet: WalletView;
  purchase: 'idle' | 'buying' | 'failed';
  onBuy: () => void;
  subscriptionLink: string;
  takeFocus?: boolean;
}) {
  const buying = purchase === 'buying';
  return (
    <PaywallFrame
      template="coin-offer"
      headline={offer.headline ?? 'Diesen Artikel freischalten'}
      layout={offer.layout}
      takeFocus={takeFocus}
    >
      <p className="pw-text">{offer.text ?? 'Mit Ihren Coins lesen Sie einzelne plus-Artikel.'}</p>
      <p className="pw-balance" aria-live="polite">
        <Balance wallet={wallet} />
      </p>
      <p className="pw-actions">
        <button
          type="button"
          className="pw-cta"
          disabled={buying || wallet.kind !== 'wallet'}
          aria-busy={buying || undefined}
          onClick={onBuy}
        >
          Artikel mit 1 Coin freischalten
        </button>
        <a href={subscriptionLink}>Oder alle Artikel mit plus lesen</a>
      </p>
      {purchase === 'failed' ? (
        <p className="pw-error" role="alert">
          Der Artikel konnte gerade nicht freigeschaltet werden. Bitte versuchen Sie es erneut – ein Artikel
          kostet Sie nie mehr als einen Coin.
        </p>
      ) : null}
    </PaywallFrame>
  );
}
