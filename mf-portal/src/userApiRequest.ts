import { apiErrorSchema } from '@news/contracts/apiError';

/** What a call of the user API came to: the parsed body (undefined for 204), or a German reason for the reader. */
export type UserApiResult = { ok: true; body: unknown } | { ok: false; message: string };

const fallback = 'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.';

/**
 * One call of the user API with the session cookie (same-origin: the gateway's CSRF check lets a change pass). A
 * refusal carries the API's German message; a lost connection or a server error a general German text.
 */
export async function userApiRequest(
  url: string,
  init: { method: 'GET' | 'POST' | 'DELETE'; body?: unknown } = { method: 'GET' },
): Promise<UserApiResult> {
  try {
    const res = await fetch(url, {
      method: init.method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (res.status === 204) return { ok: true, body: undefined };
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) return { ok: true, body: json };
    const error = apiErrorSchema.safeParse(json);
    return { ok: false, message: res.status < 500 && error.success ? error.data.message : fallback };
  } catch {
    return { ok: false, message: 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.' };
  }
}
