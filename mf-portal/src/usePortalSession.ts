import { userStateSchema } from '@news/contracts/userState';
import type { BusUser } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

export type PortalSession = { kind: 'loading' } | { kind: 'loggedOut' } | { kind: 'loggedIn'; user: BusUser };

/** The reader's session for the portal: GET /api/validate on mount, then the auth topic of the bus. */
export function usePortalSession(): PortalSession {
  const [session, setSession] = useState<PortalSession>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    let fromBus = false;
    fetch('/api/validate', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (res) => userStateSchema.parse(await res.json()))
      .then((state) => {
        if (!active || fromBus) return;
        const user = state.user;
        setSession(
          state.isLoggedIn && user
            ? {
                kind: 'loggedIn',
                user: { ...user, firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
              }
            : { kind: 'loggedOut' },
        );
      })
      .catch(() => {
        if (active && !fromBus) setSession({ kind: 'loggedOut' });
      });
    const subscription = eventBus.on('auth').subscribe((event) => {
      fromBus = true;
      setSession(event.type === 'LOGOUT' ? { kind: 'loggedOut' } : { kind: 'loggedIn', user: event.user });
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, []);
  return session;
}
