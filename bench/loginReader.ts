/** A demo reader of the README (seeded with SEED_DEMO_READERS=true). */
export const DEMO_READER = { identifier: 'plus@example.com', password: 'Demo-Passwort-2026' };

export type ReaderSession = { cookie: string; ssoId: string; origin: string };

/**
 * Logs the reader in through the gateway's app-server endpoint (POST /api/auth/login; a state-changing call needs
 * this site's Origin) and returns the session cookies.
 */
export async function loginReader(baseUrl: string, forwardedFor?: string): Promise<ReaderSession> {
  const origin = new URL(baseUrl).origin;
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(DEMO_READER),
  });
  if (!res.ok)
    throw new Error(`login of ${DEMO_READER.identifier} answered ${res.status}: ${await res.text()}`);
  const state = (await res.json()) as { user?: { ssoId?: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const ssoId = state.user?.ssoId;
  if (!ssoId || !cookie) throw new Error('login answered no session');
  return { cookie, ssoId, origin };
}
