import { useEffect, useState } from 'react';
import type { Profile } from './ProfileForm';

export type AccountProfileState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; profile: Profile };

/** The reader's profile from GET /api/account/profile (the session carries no salutation). */
export function useAccountProfile(): AccountProfileState {
  const [state, setState] = useState<AccountProfileState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetch('/api/account/profile', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`profile answered ${res.status}`);
        const body = (await res.json()) as Profile;
        if (live) setState({ kind: 'loaded', profile: body });
      })
      .catch(() => live && setState({ kind: 'error' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
