import { registerResponseSchema } from '@news/contracts/identityApi';
import { useId, useState, type FormEvent } from 'react';
import { CancelButton } from './CancelButton';
import { ConfirmEmailStep } from './ConfirmEmailStep';
import { DialogLink } from './DialogLink';
import { FormStatus, type Status } from './FormStatus';
import { ParentLink } from './ParentLink';
import { postSession } from './postSession';
import { TextField } from './TextField';
import {
  validateRegistration,
  type RegistrationErrors,
  type RegistrationInput,
} from './validateRegistration';

const fieldNames = ['salutation', 'firstName', 'lastName', 'email', 'password'] as const;

/**
 * Registration: salutation, names, e-mail and password. On success the reader is not signed in yet: the next step
 * asks them to confirm the address by the link in the mail (ConfirmEmailStep).
 */
export function RegistrationForm() {
  const salutationId = useId();
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: RegistrationInput = {
      salutation: String(data.get('salutation') ?? ''),
      firstName: String(data.get('firstName') ?? '').trim(),
      lastName: String(data.get('lastName') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = validateRegistration(input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'submitting' });
    const result = await postSession('/api/auth/register', input, registerResponseSchema);
    if (!result.ok) {
      const named: RegistrationErrors = {};
      for (const field of result.fields) {
        if ((fieldNames as readonly string[]).includes(field))
          named[field as keyof RegistrationInput] = result.message;
      }
      setErrors(named);
      setStatus({ kind: 'failed', message: result.message });
      return;
    }
    setSentTo(input.email);
  }

  if (sentTo !== null) return <ConfirmEmailStep email={sentTo} />;

  const submitting = status.kind === 'submitting';
  return (
    <form className="df-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h1 className="df-title">Kostenlos registrieren</h1>
      <FormStatus status={status} />
      <div className="df-field">
        <label htmlFor={salutationId}>Anrede</label>
        <select
          id={salutationId}
          name="salutation"
          defaultValue=""
          autoFocus
          aria-invalid={errors.salutation ? true : undefined}
          aria-describedby={errors.salutation ? `${salutationId}-error` : undefined}
        >
          <option value="">Bitte wählen</option>
          <option value="Frau">Frau</option>
          <option value="Herr">Herr</option>
          <option value="Divers">Divers</option>
          <option value="none">Keine Angabe</option>
        </select>
        {errors.salutation ? (
          <p className="df-error" id={`${salutationId}-error`}>
            {errors.salutation}
          </p>
        ) : null}
      </div>
      <TextField
        label="Vorname"
        name="firstName"
        autoComplete="given-name"
        required
        error={errors.firstName}
      />
      <TextField
        label="Nachname"
        name="lastName"
        autoComplete="family-name"
        required
        error={errors.lastName}
      />
      <TextField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label="Passwort"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="Mindestens 8 Zeichen."
        error={errors.password}
      />
      <p className="df-note">
        Mit der Registrierung akzeptieren Sie unsere <ParentLink path="/agb">AGB</ParentLink> und haben die{' '}
        <ParentLink path="/datenschutz">Datenschutzhinweise</ParentLink> gelesen.
      </p>
      <button
        className="df-submit"
        type="submit"
        disabled={submitting}
        data-analytics="pop_up_tool_register_button_click"
      >
        {submitting ? 'Registrierung läuft …' : 'Registrieren'}
      </button>
      <CancelButton />
      <p className="df-links">
        <DialogLink screen="login">Schon registriert? Jetzt anmelden</DialogLink>
      </p>
    </form>
  );
}
