/** What a state-changing call of the app server answered: the body, or the German message of its refusal. */
export type PostResult = { ok: true; body: unknown } | { ok: false; message: string };

const fallback = 'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.';

/** The German message of an error body: the app server's `{ message }` or the identity envelope's `{ error }`. */
function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const { message, error } = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof error?.message === 'string') return error.message;
  // the app server's own codes (csrf_check_failed, upstream_unavailable) are no text for readers
  return typeof message === 'string' && /\s/.test(message) ? message : fallback;
}

/** POSTs JSON to the app server with the session cookie; a network failure is a refusal with a German text. */
export async function postJson(url: string, body: unknown): Promise<PostResult> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await res.json().catch(() => null);
    return res.ok ? { ok: true, body: json } : { ok: false, message: messageOf(json) };
  } catch {
    return { ok: false, message: 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.' };
  }
}
