import { userStateSchema, type UserState } from '@news/contracts/userState';
import { useEffect, useState } from 'react';
import { postSession } from './postSession';

export type SessionState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; state: UserState };

/** The reader's session (GET /api/validate), for screens that depend on it. */
export function useSessionState(): SessionState {
  const [session, setSession] = useState<SessionState>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    void postSession('/api/validate', undefined, userStateSchema, 'GET').then((result) => {
      if (active) setSession(result.ok ? { kind: 'ready', state: result.data } : { kind: 'failed' });
    });
    return () => {
      active = false;
    };
  }, []);
  return session;
}
