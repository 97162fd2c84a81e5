import { useState } from 'react';
import { announceSession } from './announceSession';
import { FormStatus } from './FormStatus';
import { useFormSubmit } from './useFormSubmit';
import { CurrentPasswordField } from './CurrentPasswordField';

/** Changing the password: the current one, the new one twice. Other sessions end; this one is renewed. */
export function PasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setConfirmation] = useState('');
  const { state, submit } = useFormSubmit(
    '/api/auth/change-password',
    'Ihr Passwort wurde geändert. Andere Anmeldungen wurden beendet.',
    announceSession,
  );
  return (
    <form
      className="pt-form"
      aria-labelledby="pt-password-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ currentPassword, password, passwordConfirmation }).then((ok) => {
          if (!ok) return;
          setCurrent('');
          setPassword('');
          setConfirmation('');
        });
      }}
    >
      <h2 id="pt-password-title">Passwort ändern</h2>
      <CurrentPasswordField value={currentPassword} onChange={setCurrent} />
      <label>
        Neues Passwort (mindestens 8 Zeichen)
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          minLength={8}
          maxLength={128}
          autoComplete="new-password"
        />
      </label>
      <label>
        Neues Passwort wiederholen
        <input
          type="password"
          value={passwordConfirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          required
          autoComplete="new-password"
        />
      </label>
      <button className="pt-button pt-button--primary" type="submit" disabled={state.kind === 'busy'}>
        Passwort ändern
      </button>
      <FormStatus state={state} />
    </form>
  );
}
