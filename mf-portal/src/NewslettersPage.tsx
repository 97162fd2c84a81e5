import { createNewsletterApi } from '@news/contracts/newsletterApi';
import { apiClient } from './apiClient';
import type { ReaderNewsletter, ReaderNewsletters } from '@news/contracts/newsletterSubscriptions';
import { useCallback, useEffect, useState } from 'react';
import { Loading } from './Loading';

const newsletterApi = createNewsletterApi(apiClient);

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; data: ReaderNewsletters };

const stateText = (state: ReaderNewsletter['state'], email: string) =>
  state === 'confirmed'
    ? 'Abonniert'
    : state === 'pending'
      ? `Bestätigung ausstehend: Bitte klicken Sie auf den Link in der E-Mail an ${email}.`
      : 'Nicht abonniert';

function NewsletterItem({
  newsletter,
  email,
  onChanged,
}: {
  newsletter: ReaderNewsletter;
  email: string;
  onChanged: (state: ReaderNewsletter['state']) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const headingId = `pt-newsletter-${newsletter.slug}`;

  async function subscribe() {
    setBusy(true);
    setMessage(null);
    const answer = await newsletterApi.subscribe(newsletter.slug);
    setBusy(false);
    if (!answer.ok) return setMessage({ kind: 'alert', text: answer.message });
    onChanged(answer.value);
    setMessage({
      kind: 'status',
      text:
        answer.value === 'confirmed'
          ? `Sie erhalten „${newsletter.title}“ bereits.`
          : `Wir haben Ihnen eine E-Mail an ${email} geschickt. Bitte bestätigen Sie die Anmeldung mit dem Link darin.`,
    });
  }

  async function unsubscribe() {
    setBusy(true);
    setMessage(null);
    const answer = await newsletterApi.unsubscribe(newsletter.slug);
    setBusy(false);
    if (!answer.ok) return setMessage({ kind: 'alert', text: answer.message });
    onChanged('none');
    setMessage({ kind: 'status', text: `Sie haben „${newsletter.title}“ abbestellt.` });
  }

  return (
    <li className="pt-subscription" aria-labelledby={headingId}>
      <h2 id={headingId}>{newsletter.title}</h2>
      <p>{newsletter.description}</p>
      <dl className="pt-facts">
        <dt>Erscheint</dt>
        <dd>
          {newsletter.frequency}, {newsletter.sendTime}
        </dd>
        <dt>Status</dt>
        <dd>{stateText(newsletter.state, email)}</dd>
      </dl>
      <p className="pt-actions">
        {newsletter.state === 'none' ? (
          <button
            className="pt-button pt-button--primary"
            type="button"
            onClick={() => void subscribe()}
            disabled={busy}
            aria-label={`„${newsletter.title}“ abonnieren`}
          >
            Abonnieren
          </button>
        ) : (
          <>
            {newsletter.state === 'pending' ? (
              <button className="pt-button" type="button" onClick={() => void subscribe()} disabled={busy}>
                Bestätigungs-E-Mail erneut senden
              </button>
            ) : null}
            <button
              className="pt-button"
              type="button"
              onClick={() => void unsubscribe()}
              disabled={busy}
              aria-label={`„${newsletter.title}“ abbestellen`}
            >
              Abbestellen
            </button>
          </>
        )}
      </p>
      <p role="status">{busy ? 'Wird gesendet …' : message?.kind === 'status' ? message.text : ''}</p>
      {message?.kind === 'alert' ? (
        <p className="pt-notice" role="alert">
          {message.text}
        </p>
      ) : null}
    </li>
  );
}

/**
 * /newsletters: every newsletter of the brand with the reader's state (subscribed, waiting for the confirmation,
 * not subscribed), subscribed with one click at the account's address (double opt-in) or unsubscribed.
 */
export function NewslettersPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    let active = true;
    setState({ kind: 'loading' });
    void newsletterApi.readerNewsletters().then((answer) => {
      if (!active) return;
      if (answer.ok) setState({ kind: 'loaded', data: answer.value });
      else {
        console.error('[mf-portal] the newsletters could not be loaded', answer.status);
        setState({ kind: 'error' });
      }
    });
    return () => {
      active = false;
    };
  }, []);
  useEffect(load, [load]);

  if (state.kind === 'loading') return <Loading text="Ihre Newsletter werden geladen …" />;
  if (state.kind === 'error') {
    return (
      <div>
        <p className="pt-notice" role="alert">
          Ihre Newsletter können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.
        </p>
        <p className="pt-actions">
          <button className="pt-button" type="button" onClick={() => load()}>
            Erneut versuchen
          </button>
        </p>
      </div>
    );
  }
  const { email, newsletters } = state.data;
  if (newsletters.length === 0) return <p>Für dieses Angebot gibt es zurzeit keine Newsletter.</p>;
  const change = (slug: string, next: ReaderNewsletter['state']) =>
    setState({
      kind: 'loaded',
      data: { email, newsletters: newsletters.map((n) => (n.slug === slug ? { ...n, state: next } : n)) },
    });
  const subscribed = newsletters.filter((n) => n.state !== 'none').length;
  return (
    <div>
      <p>
        {subscribed === 0
          ? `Sie haben noch keinen Newsletter abonniert. Newsletter schicken wir an ${email}.`
          : `Newsletter schicken wir an ${email}.`}
      </p>
      <ul className="pt-subscriptions" aria-label="Newsletter">
        {newsletters.map((n) => (
          <NewsletterItem
            key={n.slug}
            newsletter={n}
            email={email}
            onChanged={(next) => change(n.slug, next)}
          />
        ))}
      </ul>
    </div>
  );
}
