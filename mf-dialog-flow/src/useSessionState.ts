import type { BusUser } from '@news/contracts/busEvents';
import { busUserOf, userStateSchema } from '@news/contracts/userState';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';
import { useDialogHost } from './DialogHostContext';
import { postSession } from './postSession';

export type SessionState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; user: BusUser | null };

/**
 * The reader's session, for screens that depend on it (change password, verify e-mail). Where the site's shell
 * runs around the dialog it is the shell's `auth` bus topic (the one session client of the page; inside the
 * overlay frame the bridge brings it over). A partner page that frames the dialog has no shell: then the
 * dialog asks the app server itself (GET /api/validate).
 */
export function useSessionState(): SessionState {
  const { sessionFromShell } = useDialogHost();
  const [session, setSession] = useState<SessionState>({ kind: 'loading' });
  useEffect(() => {
    if (sessionFromShell) {
      const subscription = eventBus
        .on('auth')
        .subscribe((event) =>
          setSession({ kind: 'ready', user: event.type === 'LOGOUT' ? null : event.user }),
        );
      return () => subscription.unsubscribe();
    }
    let active = true;
    void postSession('/api/validate', undefined, userStateSchema, 'GET').then((result) => {
      if (active)
        setSession(result.ok ? { kind: 'ready', user: busUserOf(result.data) } : { kind: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [sessionFromShell]);
  return session;
}
