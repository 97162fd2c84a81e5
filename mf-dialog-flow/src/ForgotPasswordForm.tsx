import { okAnswerSchema } from '@news/contracts/userState';
import { useState, type FormEvent } from 'react';
import { CancelButton } from './CancelButton';
import { DialogLink } from './DialogLink';
import { emailError } from './emailError';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';
import { TextField } from './TextField';

/** Asks for a password-reset mail. The answer is the same whether an account exists or not. */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = emailError(email);
    setError(found);
    if (found) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'submitting' });
    const result = await postSession('/api/auth/forgot-password', { email }, okAnswerSchema);
    setStatus(
      result.ok
        ? {
            kind: 'done',
            message:
              'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt.',
          }
        : { kind: 'failed', message: result.message },
    );
  }

  const submitting = status.kind === 'submitting';
  return (
    <form className="df-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h1 className="df-title">Passwort vergessen</h1>
      <p>
        Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort
        wählen.
      </p>
      <FormStatus status={status} />
      <TextField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={error}
      />
      <button className="df-submit" type="submit" disabled={submitting}>
        {submitting ? 'Wird gesendet …' : 'Link anfordern'}
      </button>
      <CancelButton />
      <p className="df-links">
        <DialogLink screen="login">Zurück zur Anmeldung</DialogLink>
      </p>
    </form>
  );
}
