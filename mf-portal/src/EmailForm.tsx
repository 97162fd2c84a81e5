import { useState } from 'react';
import { FormStatus } from './FormStatus';
import { useFormSubmit } from './useFormSubmit';
import { CurrentPasswordField } from './CurrentPasswordField';

/** A new e-mail address: a link to it confirms the change; until then the current address stays. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrent] = useState('');
  const { state, submit } = useFormSubmit(
    '/api/account/email',
    'Wir haben Ihnen einen Bestätigungslink an die neue Adresse geschickt. Erst mit einem Klick darauf gilt sie.',
  );
  return (
    <form
      className="pt-form"
      aria-labelledby="pt-email-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ email, currentPassword }).then((ok) => ok && setCurrent(''));
      }}
    >
      <h2 id="pt-email-title">E-Mail-Adresse ändern</h2>
      <p>Ihre Anmeldeadresse: {currentEmail}</p>
      <label>
        Neue E-Mail-Adresse
        <input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          maxLength={254}
          autoComplete="email"
        />
      </label>
      <CurrentPasswordField value={currentPassword} onChange={setCurrent} />
      <button className="pt-button pt-button--primary" type="submit" disabled={state.kind === 'busy'}>
        Bestätigungslink senden
      </button>
      <FormStatus state={state} />
    </form>
  );
}
