import { userStateSchema } from '@news/contracts/userState';
import { useState, type FormEvent } from 'react';
import { CancelButton } from './CancelButton';
import { DialogLink } from './DialogLink';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';
import { publishLogin } from './publishLogin';
import { ResendConfirmationMail } from './ResendConfirmationMail';
import { TextField } from './TextField';
import { validateLogin, type LoginErrors } from './validateLogin';

/** The login form of the dialog flow: labelled fields, field-level messages, loading and error states. */
export function LoginForm() {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** The address of an account whose confirmation link was not used yet: the password signed nobody in. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      identifier: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = validateLogin(input);
    setErrors(found);
    setUnconfirmed(null);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'submitting' });
    const result = await postSession('/api/auth/login', input, userStateSchema);
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.message });
      if (result.code === 'email_not_confirmed') setUnconfirmed(input.identifier);
      return;
    }
    setStatus({ kind: 'done', message: 'Sie sind jetzt angemeldet.' });
    publishLogin(result.data, 'login');
  }

  const submitting = status.kind === 'submitting';
  return (
    <form className="df-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h1 className="df-title">Anmelden</h1>
      <FormStatus status={status} />
      <TextField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={errors.identifier}
      />
      <TextField
        label="Passwort"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <button className="df-submit" type="submit" disabled={submitting || status.kind === 'done'}>
        {submitting ? 'Anmeldung läuft …' : 'Anmelden'}
      </button>
      {unconfirmed ? <ResendConfirmationMail email={unconfirmed} /> : null}
      <CancelButton />
      <p className="df-links">
        <DialogLink screen="forgot-password">Passwort vergessen?</DialogLink>
        <DialogLink screen="registration">Noch kein Konto? Jetzt registrieren</DialogLink>
      </p>
    </form>
  );
}
