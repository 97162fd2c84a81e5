import type { BusUser } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { useState } from 'react';
import { apiClient } from './apiClient';
import { roleLabel } from './roleLabel';

/** The logged-in view: greeting, e-mail, subscriptions (roles) and a logout button. */
export function AccountSummary({ user }: { user: BusUser }) {
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      await apiClient.request('/api/mein/oauth2/logout', { credentials: 'same-origin' });
    } catch {
      // the session cookies may survive a network failure; the shell re-reads the session on LOGOUT
    }
    eventBus.publish('auth', { type: 'LOGOUT' });
    setBusy(false);
  }
  const name = user.firstName.trim();
  return (
    <div className="pt-account">
      <p className="pt-greeting">{name === '' ? 'Willkommen zurück!' : `Hallo ${name}!`}</p>
      <dl className="pt-facts">
        <dt>E-Mail-Adresse</dt>
        <dd>{user.email}</dd>
        <dt>Ihre Abos</dt>
        <dd>
          {user.roles.length === 0 ? (
            'Kostenloses Konto'
          ) : (
            <ul>
              {user.roles.map((role) => (
                <li key={role}>{roleLabel(role)}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <button className="pt-button" type="button" onClick={() => void logout()} disabled={busy}>
        {busy ? 'Abmeldung läuft …' : 'Abmelden'}
      </button>
    </div>
  );
}
