import { loggedOutUserState, userStateSchema, type UserState } from '@news/contracts/userState';

/** The reader's session from the app server; every answer is validated. */
export async function fetchUserState(forceRefresh: boolean): Promise<UserState> {
  const res = await fetch(forceRefresh ? '/api/validate?forceRefresh=true' : '/api/validate', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`/api/validate answered ${res.status}`);
  return userStateSchema.parse(await res.json());
}

/** Ends the session (revokes the refresh token, clears the httpOnly cookies). */
export async function endSession(): Promise<UserState> {
  const res = await fetch('/api/mein/oauth2/logout', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`logout answered ${res.status}`);
  const parsed = userStateSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : loggedOutUserState;
}
