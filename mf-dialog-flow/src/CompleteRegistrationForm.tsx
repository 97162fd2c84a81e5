import { missingFieldsSchema, userStateSchema } from '@news/contracts/userState';
import { publishLogin } from './publishLogin';
import { useEffect, useState, type FormEvent } from 'react';
import { CancelButton } from './CancelButton';
import { DialogLink } from './DialogLink';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';
import { TextField } from './TextField';
import { validateRegistration } from './validateRegistration';

type Missing =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; fields: string[] };

const labels: Record<string, string> = { salutation: 'Anrede', firstName: 'Vorname', lastName: 'Nachname' };

/**
 * Completes a registration: asks for the fields the reader still has to fill in (GET missing-fields) and saves
 * them (POST /api/mein/oauth2/registration/form); the renewed session is announced like a login.
 */
export function CompleteRegistrationForm() {
  const [missing, setMissing] = useState<Missing>({ kind: 'loading' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let active = true;
    void postSession(
      '/api/mein/oauth2/registration/form/missing-fields',
      undefined,
      missingFieldsSchema,
      'GET',
    ).then((result) => {
      if (!active) return;
      setMissing(
        result.ok
          ? { kind: 'ready', fields: result.data.missingFields.filter((f) => f in labels) }
          : { kind: 'failed', message: result.message },
      );
    });
    return () => {
      active = false;
    };
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missing.kind !== 'ready' || status.kind === 'submitting') return;
    const data = new FormData(event.currentTarget);
    const all = validateRegistration({
      salutation: String(data.get('salutation') ?? 'none'),
      firstName: String(data.get('firstName') ?? 'x'),
      lastName: String(data.get('lastName') ?? 'x'),
      email: 'ok@example.com',
      password: 'xxxxxxxx',
    });
    const found: Record<string, string | undefined> = {};
    for (const field of missing.fields) found[field] = all[field as keyof typeof all];
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const values = Object.fromEntries(
      missing.fields.map((field) => [field, String(data.get(field) ?? '').trim()]),
    );
    setStatus({ kind: 'submitting' });
    void postSession('/api/mein/oauth2/registration/form', values, userStateSchema).then((result) => {
      if (!result.ok) {
        setStatus({ kind: 'failed', message: result.message });
        return;
      }
      setStatus({ kind: 'idle' });
      publishLogin(result.data, 'profile');
    });
  }

  if (missing.kind === 'loading') {
    return (
      <div className="df-form" aria-busy="true">
        <h1 className="df-title">Registrierung abschließen</h1>
        <p role="status">Wird geladen …</p>
      </div>
    );
  }
  if (missing.kind === 'failed') {
    return (
      <div className="df-form">
        <h1 className="df-title">Registrierung abschließen</h1>
        <p role="alert">{missing.message}</p>
        <p className="df-links">
          <DialogLink screen="login">Zur Anmeldung</DialogLink>
        </p>
        <CancelButton />
      </div>
    );
  }
  if (missing.fields.length === 0) {
    return (
      <div className="df-form">
        <h1 className="df-title">Registrierung abgeschlossen</h1>
        <p>Ihre Angaben sind vollständig. Vielen Dank!</p>
        <CancelButton />
      </div>
    );
  }
  const saving = status.kind === 'submitting';
  return (
    <form className="df-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <h1 className="df-title">Registrierung abschließen</h1>
      <p>Bitte ergänzen Sie noch folgende Angaben.</p>
      <FormStatus status={status} />
      {missing.fields.includes('salutation') ? (
        <div className="df-field">
          <label htmlFor="df-complete-salutation">Anrede</label>
          <select
            id="df-complete-salutation"
            name="salutation"
            defaultValue=""
            aria-invalid={errors.salutation ? true : undefined}
            aria-describedby={errors.salutation ? 'df-complete-salutation-error' : undefined}
          >
            <option value="">Bitte wählen</option>
            <option value="Frau">Frau</option>
            <option value="Herr">Herr</option>
            <option value="Divers">Divers</option>
            <option value="none">Keine Angabe</option>
          </select>
          {errors.salutation ? (
            <p className="df-error" id="df-complete-salutation-error">
              {errors.salutation}
            </p>
          ) : null}
        </div>
      ) : null}
      {missing.fields.includes('firstName') ? (
        <TextField label="Vorname" name="firstName" autoComplete="given-name" error={errors.firstName} />
      ) : null}
      {missing.fields.includes('lastName') ? (
        <TextField label="Nachname" name="lastName" autoComplete="family-name" error={errors.lastName} />
      ) : null}
      <button className="df-submit" type="submit" disabled={saving}>
        {saving ? 'Wird gespeichert …' : 'Speichern'}
      </button>
      <CancelButton />
    </form>
  );
}
