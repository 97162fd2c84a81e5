import type { BusUser } from '@news/contracts/busEvents';
import type { PaymentMethodInfo, Product } from '@news/contracts/commerceApi';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { CommerceError, commerceClient } from './commerceClient';
import { formatPrice } from './formatEuro';
import { Loading } from './Loading';
import { LoginPrompt } from './LoginPrompt';
import { OrderSuccess } from './OrderSuccess';
import type { PortalSession } from './usePortalSession';
import { useProducts } from './useProducts';

type Methods = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; methods: PaymentMethodInfo[] };
type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string };

function usePaymentMethods(): Methods {
  const [state, setState] = useState<Methods>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    commerceClient.paymentMethods().then(
      (methods) => active && setState({ kind: 'loaded', methods }),
      () => active && setState({ kind: 'error' }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

const field = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

/** The form: billing address, payment method, the order's summary, the legal text and the ordering button. */
function CheckoutForm({
  product,
  user,
  methods,
}: {
  product: Product;
  user: BusUser;
  methods: PaymentMethodInfo[];
}) {
  // one key for this checkout: a double click or a retry after a lost answer places one order
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sending.kind === 'failed') errorRef.current?.focus();
  }, [sending]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.kind === 'sending') return;
    const form = event.currentTarget;
    setSending({ kind: 'sending' });
    try {
      await commerceClient.checkout({
        productId: product.productId,
        paymentMethod: field(form, 'paymentMethod'),
        idempotencyKey,
        address: {
          firstName: field(form, 'firstName'),
          lastName: field(form, 'lastName'),
          street: field(form, 'street'),
          postcode: field(form, 'postcode'),
          city: field(form, 'city'),
        },
      });
      // the next token carries the role: the success page (a full load) shows the reader with it
      await commerceClient.refreshUntilRole(product.role);
      window.location.assign(`/order/checkout?erfolg=${encodeURIComponent(product.productId)}`);
    } catch (error) {
      setSending({
        kind: 'failed',
        message:
          error instanceof CommerceError
            ? error.message
            : 'Die Bestellung konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung.',
      });
    }
  }

  return (
    <form className="pt-checkout" onSubmit={submit} noValidate={false}>
      <fieldset>
        <legend>Rechnungsadresse</legend>
        <label>
          Vorname
          <input name="firstName" autoComplete="given-name" required defaultValue={user.firstName} />
        </label>
        <label>
          Nachname
          <input name="lastName" autoComplete="family-name" required defaultValue={user.lastName} />
        </label>
        <label>
          Straße und Hausnummer
          <input name="street" autoComplete="street-address" required />
        </label>
        <label>
          Postleitzahl
          <input name="postcode" autoComplete="postal-code" inputMode="numeric" pattern="\d{5}" required />
        </label>
        <label>
          Ort
          <input name="city" autoComplete="address-level2" required />
        </label>
      </fieldset>
      <fieldset>
        <legend>Zahlungsart</legend>
        {methods.map((method, i) => (
          <label key={method.id} className="pt-radio">
            <input type="radio" name="paymentMethod" value={method.id} defaultChecked={i === 0} required />
            {method.label}
          </label>
        ))}
      </fieldset>
      <section aria-labelledby="pt-summary" className="pt-summary">
        <h2 id="pt-summary">Ihre Bestellung</h2>
        <dl className="pt-facts">
          <dt>Angebot</dt>
          <dd>{product.name}</dd>
          <dt>Preis</dt>
          <dd>{formatPrice(product.priceCents, product.period)} (inkl. MwSt.)</dd>
          <dt>Enthalten</dt>
          <dd>
            <ul>
              {product.includes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </dl>
      </section>
      <p className="pt-legal">
        {product.period === 'once'
          ? 'Die Coins werden sofort gutgeschrieben. '
          : `Das Abo verlängert sich automatisch um ${product.period === 'month' ? 'einen Monat' : 'ein Jahr'} und ist jederzeit zum Ende des bezahlten Zeitraums kündbar. `}
        Mit Ihrer Bestellung akzeptieren Sie unsere <a href="/agb">Allgemeinen Geschäftsbedingungen</a> und
        haben die <a href="/widerrufsbelehrung">Widerrufsbelehrung</a> und die{' '}
        <a href="/datenschutz">Datenschutzerklärung</a> zur Kenntnis genommen.
      </p>
      {sending.kind === 'failed' ? (
        <p className="pt-notice" role="alert" tabIndex={-1} ref={errorRef}>
          {sending.message}
        </p>
      ) : null}
      <p className="pt-actions">
        <button className="pt-button pt-button--primary" type="submit" disabled={sending.kind === 'sending'}>
          Zahlungspflichtig bestellen
        </button>
      </p>
      {sending.kind === 'sending' ? <Loading text="Ihre Bestellung wird gesendet …" /> : null}
    </form>
  );
}

/**
 * /order/checkout?produkt={productId}: the checkout of one offer for a logged-in reader; after the order,
 * /order/checkout?erfolg={productId} is the success page.
 */
export function CheckoutPage({ session }: { session: PortalSession }) {
  const params = new URLSearchParams(useLocation().search);
  const succeeded = params.get('erfolg');
  const productId = succeeded ?? params.get('produkt');
  const products = useProducts();
  const methods = usePaymentMethods();
  if (session.kind === 'loading' || products.kind === 'loading') return <Loading />;
  if (products.kind === 'error' || (methods.kind === 'error' && succeeded === null)) {
    return (
      <p className="pt-notice" role="alert">
        Die Bestellung ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  }
  const product = products.products.find((p) => p.productId === productId);
  if (!product) {
    return (
      <div>
        <p>Bitte wählen Sie zuerst ein Angebot.</p>
        <p className="pt-actions">
          <a className="pt-button pt-button--primary" href="/order">
            Zu unseren Angeboten
          </a>
        </p>
      </div>
    );
  }
  if (session.kind === 'loggedOut')
    return <LoginPrompt reason={`Bitte melden Sie sich an, um „${product.name}“ zu bestellen.`} />;
  if (succeeded !== null) return <OrderSuccess product={product} />;
  if (methods.kind !== 'loaded') return <Loading />;
  return <CheckoutForm product={product} user={session.user} methods={methods.methods} />;
}
