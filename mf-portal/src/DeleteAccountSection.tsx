import type { BusUser } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { useState } from 'react';
import { FormStatus } from './FormStatus';
import { roleLabel } from './roleLabel';
import { useFormSubmit } from './useFormSubmit';
import { CurrentPasswordField } from './CurrentPasswordField';

/**
 * Deleting the account: first what ends and what is kept, then the password and a button that says what it does.
 * After the deletion the reader is logged out and sees the confirmation.
 */
export function DeleteAccountSection({ user, onDeleted }: { user: BusUser; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrent] = useState('');
  const { state, submit } = useFormSubmit('/api/account/delete', 'Ihr Konto wurde gelöscht.', () => {
    eventBus.publish('auth', { type: 'LOGOUT' });
    onDeleted();
  });
  return (
    <section className="pt-form" aria-labelledby="pt-delete-title">
      <h2 id="pt-delete-title">Konto löschen</h2>
      {!open ? (
        <button className="pt-button" type="button" aria-expanded="false" onClick={() => setOpen(true)}>
          Konto löschen …
        </button>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit({ currentPassword });
          }}
        >
          <p>
            Mit Ihrem Konto löschen wir Ihre Merkliste, Ihre Themen und Regionen und Ihre gelesenen Artikel.
          </p>
          {user.roles.length === 0 ? (
            <p>Sie haben kein laufendes Abo.</p>
          ) : (
            <>
              <p>Diese Abos enden mit der Löschung, ohne dass Sie weiter darauf zugreifen können:</p>
              <ul>
                {user.roles.map((role) => (
                  <li key={role}>{roleLabel(role)}</li>
                ))}
              </ul>
            </>
          )}
          <p>
            Rechnungen und Bestellungen bewahren wir auf, solange das Steuer- und Handelsrecht es verlangt
            (bis zu zehn Jahre); sie werden danach gelöscht.
          </p>
          <CurrentPasswordField
            label="Zur Bestätigung Ihr Passwort"
            value={currentPassword}
            onChange={setCurrent}
          />
          <p className="pt-actions">
            <button className="pt-button pt-button--danger" type="submit" disabled={state.kind === 'busy'}>
              Konto endgültig löschen
            </button>
            <button className="pt-button" type="button" onClick={() => setOpen(false)}>
              Abbrechen
            </button>
          </p>
          <FormStatus state={state} />
        </form>
      )}
    </section>
  );
}
