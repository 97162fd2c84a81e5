import type { Product } from '@news/contracts/commerceApi';
import { formatPrice } from './formatEuro';
import { Loading } from './Loading';
import { useProducts } from './useProducts';

/** One offer: its name, price, what it includes and the way to the checkout. */
function Offer({ product }: { product: Product }) {
  const headingId = `pt-offer-${product.productId}`;
  return (
    <li className="pt-offer" aria-labelledby={headingId}>
      <h2 id={headingId} className="pt-offer__name">
        {product.name}
      </h2>
      <p className="pt-offer__price">{formatPrice(product.priceCents, product.period)}</p>
      <ul className="pt-offer__includes">
        {product.includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="pt-actions">
        <a
          className="pt-button pt-button--primary"
          href={`/order/checkout?produkt=${encodeURIComponent(product.productId)}`}
          aria-label={`${product.name} bestellen`}
        >
          Jetzt bestellen
        </a>
      </p>
    </li>
  );
}

/**
 * /order (every offer) and /order/abo (subscriptions only): the brand's offers with prices and what each includes,
 * each leading to the checkout.
 */
export function OffersPage({ only }: { only?: 'subscriptions' }) {
  const state = useProducts();
  if (state.kind === 'loading') return <Loading text="Die Angebote werden geladen …" />;
  if (state.kind === 'error') {
    return (
      <p className="pt-notice" role="alert">
        Die Angebote können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  }
  const products = state.products.filter((p) => only !== 'subscriptions' || p.period !== 'once');
  if (products.length === 0) return <p>Zurzeit gibt es hier keine Angebote.</p>;
  return (
    <ul className="pt-offers" aria-label="Angebote">
      {products.map((product) => (
        <Offer key={product.productId} product={product} />
      ))}
    </ul>
  );
}
