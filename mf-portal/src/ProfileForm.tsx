import { useState } from 'react';
import { announceSession } from './announceSession';
import { FormStatus } from './FormStatus';
import { useFormSubmit } from './useFormSubmit';

export type Profile = { salutation: string | null; firstName: string | null; lastName: string | null };

/** Salutation and names; the saved names travel in the renewed session, so the header greets with them. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [salutation, setSalutation] = useState(profile.salutation ?? 'none');
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const { state, submit } = useFormSubmit(
    '/api/mein/oauth2/registration/form',
    'Ihre Angaben wurden gespeichert.',
    announceSession,
  );
  return (
    <form
      className="pt-form"
      aria-labelledby="pt-profile-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ salutation, firstName, lastName });
      }}
    >
      <h2 id="pt-profile-title">Persönliche Angaben</h2>
      <label>
        Anrede
        <select value={salutation} onChange={(e) => setSalutation(e.target.value)}>
          <option value="Frau">Frau</option>
          <option value="Herr">Herr</option>
          <option value="Divers">Divers</option>
          <option value="none">Keine Angabe</option>
        </select>
      </label>
      <label>
        Vorname
        <input
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          required
          maxLength={100}
          autoComplete="given-name"
        />
      </label>
      <label>
        Nachname
        <input
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          required
          maxLength={100}
          autoComplete="family-name"
        />
      </label>
      <button className="pt-button pt-button--primary" type="submit" disabled={state.kind === 'busy'}>
        Angaben speichern
      </button>
      <FormStatus state={state} />
    </form>
  );
}
