import { formatPrice } from './formatEuro';
import { Loading } from './Loading';
import { useProducts } from './useProducts';

/** The brand's credit packs with their prices, each leading to the checkout (on /account/coins). */
export function CoinPacks() {
  const state = useProducts();
  if (state.kind === 'loading') return <Loading text="Die Coin-Pakete werden geladen …" />;
  if (state.kind === 'error') {
    return (
      <p className="pt-notice" role="alert">
        Die Coin-Pakete können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  }
  const packs = state.products.filter((p) => p.period === 'once');
  if (packs.length === 0) return <p>Zurzeit gibt es keine Coin-Pakete.</p>;
  return (
    <ul className="pt-packs" aria-label="Coin-Pakete">
      {packs.map((pack) => (
        <li key={pack.productId} className="pt-pack">
          <span>
            {pack.name} für {formatPrice(pack.priceCents, pack.period)}
          </span>{' '}
          <a className="pt-button" href={`/order/checkout?produkt=${encodeURIComponent(pack.productId)}`}>
            {pack.name} kaufen
          </a>
        </li>
      ))}
    </ul>
  );
}
