import type { Product } from '@news/contracts/commerceApi';

/** After an order: thanks, what the reader now has, and where to go next. */
export function OrderSuccess({ product }: { product: Product }) {
  const coins = product.period === 'once';
  return (
    <div className="pt-success" role="status">
      <h2>Vielen Dank für Ihre Bestellung!</h2>
      <p>
        {coins
          ? `Ihre ${product.credits} Coins sind gutgeschrieben.`
          : `Ihr Angebot „${product.name}“ ist jetzt aktiv. Eine Rechnung finden Sie in Ihrem Konto.`}
      </p>
      <p className="pt-actions">
        <a className="pt-button pt-button--primary" href="/">
          Jetzt lesen
        </a>
        <a className="pt-button" href={coins ? '/account/coins' : '/account/abo'}>
          {coins ? 'Zu meinen Coins' : 'Zu meinem Abo'}
        </a>
      </p>
    </div>
  );
}
