import { createNewsletterApi } from '@news/contracts/newsletterApi';
import { apiClient } from '../apiClient';
import { useState, type FormEvent } from 'react';
import { useBusUser } from './useBusUser';

const newsletterApi = createNewsletterApi(apiClient);

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/**
 * Subscribing to one newsletter (double opt-in). Server-rendered as a plain HTML form that posts the address to
 * `/api/newsletters/signup` and works without JavaScript; once hydrated it sends the same request itself and shows
 * the answer in place. A logged-in reader gets one button instead: the account's address, no typing.
 */
export function NewsletterSignupForm({ newsletter, title }: { newsletter: string; title: string }) {
  const user = useBusUser();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = `ar-nl-${newsletter}`;
  const sending = status.kind === 'sending';

  async function submitAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setStatus({ kind: 'sending' });
    const answer = await newsletterApi.signup(newsletter, typeof email === 'string' ? email : '');
    setStatus(
      answer.ok
        ? { kind: 'done', message: answer.value.message }
        : { kind: 'error', message: answer.message },
    );
  }

  async function subscribeAccount(email: string) {
    setStatus({ kind: 'sending' });
    const answer = await newsletterApi.subscribe(newsletter);
    if (!answer.ok) setStatus({ kind: 'error', message: answer.message });
    else
      setStatus({
        kind: 'done',
        message:
          answer.value === 'confirmed'
            ? `Sie erhalten „${title}“ bereits an ${email}.`
            : `Fast geschafft: Bitte bestätigen Sie die Anmeldung mit dem Link in der E-Mail an ${email}.`,
      });
  }

  return (
    <div className="ar-signup__form">
      {user ? (
        <p className="ar-signup__actions">
          <span>Angemeldet als {user.email}.</span>
          <button
            type="button"
            className="ar-button"
            disabled={sending || status.kind === 'done'}
            onClick={() => void subscribeAccount(user.email)}
          >
            „{title}“ mit einem Klick abonnieren
          </button>
        </p>
      ) : (
        <form method="post" action="/api/newsletters/signup" onSubmit={(e) => void submitAddress(e)}>
          <input type="hidden" name="newsletter" value={newsletter} />
          <label htmlFor={`${id}-email`}>Ihre E-Mail-Adresse für „{title}“</label>
          <p className="ar-signup__actions">
            <input
              id={`${id}-email`}
              className="ar-signup__email"
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              aria-describedby={`${id}-hint`}
            />
            <button
              type="submit"
              className="ar-button"
              disabled={sending}
              aria-label={`„${title}“ abonnieren`}
            >
              Abonnieren
            </button>
          </p>
          <p id={`${id}-hint`} className="ar-signup__hint">
            Sie erhalten eine E-Mail mit einem Bestätigungslink. Abbestellen können Sie jederzeit.
          </p>
        </form>
      )}
      <p role="status" className="ar-signup__status">
        {status.kind === 'sending' ? 'Wird gesendet …' : status.kind === 'done' ? status.message : ''}
      </p>
      {status.kind === 'error' ? (
        <p role="alert" className="ar-search__error">
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
