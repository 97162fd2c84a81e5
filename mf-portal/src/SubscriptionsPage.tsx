import type { AccessTerm, Subscription } from '@news/contracts/commerceApi';
import { formatGermanDate } from '@news/ui/formatGermanDate';
import { useEffect, useRef, useState } from 'react';
import { CommerceError, commerceClient } from './commerceClient';
import { formatPrice } from './formatEuro';
import { Loading } from './Loading';

type State =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'loaded'; subscriptions: Subscription[]; terms: AccessTerm[] };

/** Cancelling in two clicks (German law for online contracts): "Abo kündigen", then "Jetzt kündigen". */
function CancelControl({
  subscription,
  onCancelled,
}: {
  subscription: Subscription;
  onCancelled: (s: Subscription) => void;
}) {
  const [step, setStep] = useState<'closed' | 'confirm' | 'sending'>('closed');
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  async function cancel() {
    setStep('sending');
    setError(null);
    try {
      onCancelled(await commerceClient.cancel(subscription.subscriptionId));
    } catch (err) {
      setError(err instanceof CommerceError ? err.message : 'Die Kündigung konnte nicht gesendet werden.');
      setStep('confirm');
    }
  }

  if (step === 'closed') {
    return (
      <p className="pt-actions">
        <button className="pt-button" type="button" onClick={() => setStep('confirm')}>
          Abo kündigen
        </button>
      </p>
    );
  }
  const endsOn = subscription.renewsAt ? formatGermanDate(subscription.renewsAt) : '';
  return (
    <div
      className="pt-confirm"
      role="group"
      aria-label={`Kündigung von ${subscription.productName} bestätigen`}
    >
      <p>
        Möchten Sie „{subscription.productName}“ kündigen? Sie lesen weiter bis zum {endsOn}, danach endet das
        Abo.
      </p>
      {error ? (
        <p className="pt-notice" role="alert">
          {error}
        </p>
      ) : null}
      <p className="pt-actions">
        <button
          ref={confirmRef}
          className="pt-button pt-button--primary"
          type="button"
          onClick={cancel}
          disabled={step === 'sending'}
        >
          Jetzt kündigen
        </button>
        <button
          className="pt-button"
          type="button"
          onClick={() => setStep('closed')}
          disabled={step === 'sending'}
        >
          Abbrechen
        </button>
      </p>
    </div>
  );
}

function SubscriptionItem({
  subscription,
  onCancelled,
}: {
  subscription: Subscription;
  onCancelled: (s: Subscription) => void;
}) {
  const headingId = `pt-subscription-${subscription.subscriptionId}`;
  return (
    <li className="pt-subscription" aria-labelledby={headingId}>
      <h2 id={headingId}>{subscription.productName}</h2>
      <dl className="pt-facts">
        <dt>Preis</dt>
        <dd>{formatPrice(subscription.priceCents, subscription.period)}</dd>
        <dt>Abgeschlossen am</dt>
        <dd>{formatGermanDate(subscription.startedAt)}</dd>
        {subscription.renewsAt ? (
          <>
            <dt>Nächste Verlängerung</dt>
            <dd>{formatGermanDate(subscription.renewsAt)}</dd>
          </>
        ) : null}
        {subscription.cancelledAt && subscription.endsAt ? (
          <>
            <dt>Gekündigt am</dt>
            <dd>{formatGermanDate(subscription.cancelledAt)}</dd>
            <dt>Endet am</dt>
            <dd>{formatGermanDate(subscription.endsAt)}</dd>
          </>
        ) : null}
      </dl>
      {subscription.cancelledAt ? (
        <p role="status">Ihr Abo ist gekündigt. Bis zum Ende des Zeitraums lesen Sie weiter wie bisher.</p>
      ) : (
        <CancelControl subscription={subscription} onCancelled={onCancelled} />
      )}
    </li>
  );
}

const TERM_ORIGIN: Record<AccessTerm['kind'], string> = { voucher: 'Gutschein', trial: 'Einladung' };

/** A term of access from a voucher or an invitation: it ends by itself, there is nothing to cancel. */
function AccessTermItem({ term, index }: { term: AccessTerm; index: number }) {
  const headingId = `pt-term-${index}`;
  const ended = Date.parse(term.endsAt) <= Date.now();
  return (
    <li className="pt-subscription" aria-labelledby={headingId}>
      <h3 id={headingId}>{term.productName}</h3>
      <dl className="pt-facts">
        <dt>Aus</dt>
        <dd>{TERM_ORIGIN[term.kind]}</dd>
        <dt>Begonnen am</dt>
        <dd>{formatGermanDate(term.startedAt)}</dd>
        <dt>{ended ? 'Abgelaufen am' : 'Gültig bis'}</dt>
        <dd>{formatGermanDate(term.endsAt)}</dd>
      </dl>
      {ended ? null : <p>Dieser Zugang endet von selbst; es gibt nichts zu kündigen.</p>}
    </li>
  );
}

/**
 * /account/abo: the reader's subscriptions with dates and price, each cancellable in two clicks, and the terms of
 * access that vouchers and invitations gave.
 */
export function SubscriptionsPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    Promise.all([commerceClient.subscriptions(), commerceClient.accessTerms()]).then(
      ([subscriptions, terms]) => active && setState({ kind: 'loaded', subscriptions, terms }),
      (error: unknown) => {
        console.error('[mf-portal] the subscriptions could not be loaded', error);
        if (active) setState({ kind: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  if (state.kind === 'loading') return <Loading text="Ihre Abos werden geladen …" />;
  if (state.kind === 'error') {
    return (
      <p className="pt-notice" role="alert">
        Ihre Abos können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  }
  if (state.subscriptions.length === 0 && state.terms.length === 0) {
    return (
      <div>
        <p>Sie haben noch kein Abo.</p>
        <p className="pt-actions">
          <a className="pt-button pt-button--primary" href="/order/abo">
            Abo abschließen
          </a>
        </p>
      </div>
    );
  }
  const replace = (cancelled: Subscription) =>
    setState({
      ...state,
      subscriptions: state.subscriptions.map((s) =>
        s.subscriptionId === cancelled.subscriptionId ? cancelled : s,
      ),
    });
  return (
    <>
      {state.subscriptions.length > 0 ? (
        <ul className="pt-subscriptions" aria-label="Ihre Abos">
          {state.subscriptions.map((subscription) => (
            <SubscriptionItem
              key={subscription.subscriptionId}
              subscription={subscription}
              onCancelled={replace}
            />
          ))}
        </ul>
      ) : null}
      {state.terms.length > 0 ? (
        <section aria-labelledby="pt-terms-heading">
          <h2 id="pt-terms-heading">Zugänge aus Gutscheinen und Einladungen</h2>
          <ul className="pt-subscriptions">
            {state.terms.map((term, index) => (
              <AccessTermItem key={`${term.kind}-${term.startedAt}`} term={term} index={index} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
