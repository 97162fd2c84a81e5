import type { LinkedSubscription } from '@news/contracts/sellApi';
import { useEffect, useState } from 'react';
import { formatGermanDate } from './formatGermanDate';
import { Loading } from './Loading';
import { sellClient } from './sellClient';
import { useSellAction } from './useSellAction';

type Linked = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: LinkedSubscription[] };

const KIND_LABEL = { print: 'Zeitungsabo (gedruckt)', epaper: 'E-Paper-Abo' } as const;

/**
 * /account/plus-verification: a print or e-paper subscriber links their subscription by customer number and
 * postcode; a match grants plus (print) or e-paper reading, and the session carries it at once.
 */
export function PlusVerificationPage() {
  const [linked, setLinked] = useState<Linked>({ kind: 'loading' });
  const [customerNumber, setCustomerNumber] = useState('');
  const [postcode, setPostcode] = useState('');
  const load = () =>
    sellClient.linkedSubscriptions().then(
      (list) => setLinked({ kind: 'ready', list }),
      () => setLinked({ kind: 'failed' }),
    );
  useEffect(() => {
    void load();
  }, []);
  const { state, run } = useSellAction(async () => {
    const result = await sellClient.linkSubscription({ customerNumber, postcode });
    await sellClient.sessionWithRole(result.role);
    await load();
    return result;
  });

  return (
    <>
      <form
        className="pt-form"
        aria-labelledby="pt-verify-title"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <h2 id="pt-verify-title">Zeitungs- oder E-Paper-Abo verknüpfen</h2>
        <p>
          Sie haben die Zeitung gedruckt oder als E-Paper abonniert? Dann lesen Sie plus ohne Aufpreis. Ihre
          Kundennummer finden Sie auf Ihrer Rechnung oder dem Adressaufkleber.
        </p>
        <label>
          Kundennummer
          <input
            value={customerNumber}
            onChange={(e) => setCustomerNumber(e.target.value)}
            required
            inputMode="numeric"
            pattern="\d{5,12}"
            maxLength={12}
            autoComplete="off"
          />
        </label>
        <label>
          Postleitzahl der Lieferadresse
          <input
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            required
            inputMode="numeric"
            pattern="\d{5}"
            maxLength={5}
            autoComplete="postal-code"
          />
        </label>
        <button className="pt-button pt-button--primary" type="submit" disabled={state.kind === 'busy'}>
          Abo verknüpfen
        </button>
        {state.kind === 'error' ? (
          <p className="pt-form-error" role="alert">
            {state.text}
          </p>
        ) : (
          <p className="pt-form-status" role="status">
            {state.kind === 'busy'
              ? 'Wird geprüft …'
              : state.kind === 'done'
                ? `Ihr ${KIND_LABEL[state.result.kind]} ist verknüpft. Sie lesen jetzt alle plus-Artikel.`
                : ''}
          </p>
        )}
      </form>
      <section aria-labelledby="pt-linked-title">
        <h2 id="pt-linked-title">Verknüpfte Abos</h2>
        {linked.kind === 'loading' ? (
          <Loading />
        ) : linked.kind === 'failed' ? (
          <p className="pt-form-error" role="alert">
            Ihre verknüpften Abos können wir gerade nicht laden. Bitte versuchen Sie es später noch einmal.
          </p>
        ) : linked.list.length === 0 ? (
          <p>Noch kein Abo verknüpft.</p>
        ) : (
          <ul className="pt-purchases">
            {linked.list.map((s) => (
              <li key={s.customerNumber} className="pt-purchase">
                {KIND_LABEL[s.kind]}, Kundennummer {s.customerNumber}
                <span className="pt-purchase__date">verknüpft am {formatGermanDate(s.linkedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
