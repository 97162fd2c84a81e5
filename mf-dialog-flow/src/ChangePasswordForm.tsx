import { passwordResetCodeSchema } from '@news/contracts/passwordResetCode';
import { userStateSchema } from '@news/contracts/userState';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from 'zod/mini';
import { CancelButton } from './CancelButton';
import { DialogLink } from './DialogLink';
import { FormStatus, type Status } from './FormStatus';
import { postSession } from './postSession';
import { publishLogin } from './publishLogin';
import { TextField } from './TextField';
import { useSessionState } from './useSessionState';
import { validateNewPassword, type NewPasswordErrors } from './validateNewPassword';

/**
 * A new password: with the `code` of the reset mail (the reader is logged in afterwards), or — logged in —
 * with the current password.
 */
export function ChangePasswordForm() {
  const { search } = useLocation();
  const code = passwordResetCodeSchema.safeParse(new URLSearchParams(search).get('code') ?? undefined);
  const session = useSessionState();
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const reset = code.success;
  const loggedIn = session.kind === 'ready' && session.user !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      password: String(data.get('password') ?? ''),
      passwordConfirmation: String(data.get('passwordConfirmation') ?? ''),
    };
    const found = validateNewPassword(input, !reset);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'submitting' });
    if (reset) {
      const result = await postSession(
        '/api/auth/reset-password',
        { code: code.data, password: input.password, passwordConfirmation: input.passwordConfirmation },
        userStateSchema,
      );
      if (!result.ok) {
        setStatus({ kind: 'failed', message: result.message });
        return;
      }
      setStatus({ kind: 'done', message: 'Ihr neues Passwort ist gespeichert. Sie sind jetzt angemeldet.' });
      publishLogin(result.data, 'password-reset');
      return;
    }
    const result = await postSession('/api/auth/change-password', input, z.unknown());
    setStatus(
      result.ok
        ? { kind: 'done', message: 'Ihr neues Passwort ist gespeichert.' }
        : { kind: 'failed', message: result.message },
    );
  }

  if (!reset && session.kind === 'loading') {
    return (
      <div className="df-form" aria-busy="true">
        <h1 className="df-title">Passwort ändern</h1>
        <p role="status">Wird geladen …</p>
      </div>
    );
  }
  if (!reset && !loggedIn) {
    return (
      <div className="df-form">
        <h1 className="df-title">Passwort ändern</h1>
        <p>Bitte melden Sie sich an, um Ihr Passwort zu ändern. Haben Sie Ihr Passwort vergessen?</p>
        <p className="df-links">
          <DialogLink screen="login">Zur Anmeldung</DialogLink>
          <DialogLink screen="forgot-password">Passwort zurücksetzen</DialogLink>
        </p>
        <CancelButton />
      </div>
    );
  }

  const submitting = status.kind === 'submitting';
  return (
    <form className="df-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h1 className="df-title">{reset ? 'Neues Passwort wählen' : 'Passwort ändern'}</h1>
      <FormStatus status={status} />
      {reset ? null : (
        <TextField
          label="Aktuelles Passwort"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          error={errors.currentPassword}
        />
      )}
      <TextField
        label="Neues Passwort"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus={reset}
        hint="Mindestens 8 Zeichen."
        error={errors.password}
      />
      <TextField
        label="Neues Passwort wiederholen"
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation}
      />
      <button className="df-submit" type="submit" disabled={submitting || status.kind === 'done'}>
        {submitting ? 'Wird gespeichert …' : 'Passwort speichern'}
      </button>
      <CancelButton />
    </form>
  );
}
