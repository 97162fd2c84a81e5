import type { BusUser } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

export type PortalSession = { kind: 'loading' } | { kind: 'loggedOut' } | { kind: 'loggedIn'; user: BusUser };

/**
 * The reader's session for the portal, from the shell's `auth` bus topic: it replays the current state to a
 * late subscriber (LOGOUT: not logged in), so the portal never asks the app server itself.
 */
export function usePortalSession(): PortalSession {
  const [session, setSession] = useState<PortalSession>({ kind: 'loading' });
  useEffect(() => {
    const subscription = eventBus
      .on('auth')
      .subscribe((event) =>
        setSession(event.type === 'LOGOUT' ? { kind: 'loggedOut' } : { kind: 'loggedIn', user: event.user }),
      );
    return () => subscription.unsubscribe();
  }, []);
  return session;
}
