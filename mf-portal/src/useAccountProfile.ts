import { useEffect, useState } from 'react';
import { apiClient } from './apiClient';
import type { Profile } from './ProfileForm';

export type AccountProfileState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; profile: Profile };

/** The reader's profile from GET /api/account/profile (the session carries no salutation). */
export function useAccountProfile(): AccountProfileState {
  const [state, setState] = useState<AccountProfileState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    apiClient.request<Profile>('/api/account/profile', { credentials: 'same-origin' }).then(
      (profile) => live && setState({ kind: 'loaded', profile }),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
