import type { BusUser } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

/**
 * The logged-in reader from the shell's `auth` topic (it replays the current state), or null: logged out or not
 * known yet. Null on the server and in the first client render, so the cached HTML hydrates unchanged.
 */
export function useBusUser(): BusUser | null {
  const [user, setUser] = useState<BusUser | null>(null);
  useEffect(() => {
    const subscription = eventBus
      .on('auth')
      .subscribe((event) => setUser(event.type === 'LOGOUT' ? null : event.user));
    return () => subscription.unsubscribe();
  }, []);
  return user;
}
