import { z } from 'zod/mini';
import { apiErrorSchema } from './apiError';
import {
  newsletterSignupAcceptedSchema,
  newsletterSubscriptionStateSchema,
  readerNewslettersSchema,
  type NewsletterSignupAccepted,
  type NewsletterSubscriptionState,
  type ReaderNewsletters,
} from './newsletterSubscriptions';

/** The answer of a newsletter call in the browser: the checked value, or a German message for the reader. */
export type NewsletterResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const fallback = 'Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal.';
const offline = 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.';

async function call<S extends z.ZodMiniType>(
  schema: S | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<NewsletterResult<z.infer<S> | null>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: offline };
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (res.ok) {
    if (schema === null) return { ok: true, value: null };
    const value = schema.safeParse(json);
    return value.success ? { ok: true, value: value.data } : { ok: false, status: 502, message: fallback };
  }
  const error = apiErrorSchema.safeParse(json);
  return { ok: false, status: res.status, message: error.success ? error.data.message : fallback };
}

/**
 * The browser's calls of the app server's newsletter endpoints (same origin, the session cookie), for mf-articles
 * (sign-up on the newsletter pages) and mf-portal (`/newsletters`). Every answer is validated here.
 */
export const newsletterApi = {
  /** An address entered on a newsletter page: the answer's German text, the same for every address. */
  signup: (newsletter: string, email: string) =>
    call(newsletterSignupAcceptedSchema, 'POST', '/api/newsletters/signup', {
      newsletter,
      email,
    }) as Promise<NewsletterResult<NewsletterSignupAccepted>>,
  /** The logged-in reader's newsletters of the brand with their state. */
  readerNewsletters: () =>
    call(readerNewslettersSchema, 'GET', '/api/newsletters/subscriptions') as Promise<
      NewsletterResult<ReaderNewsletters>
    >,
  /** One click: the account's address, double opt-in (answers `pending`, or `confirmed` when it was). */
  subscribe: async (slug: string): Promise<NewsletterResult<NewsletterSubscriptionState>> => {
    const answer = await call(
      z.object({ state: newsletterSubscriptionStateSchema }),
      'PUT',
      `/api/newsletters/subscriptions/${encodeURIComponent(slug)}`,
    );
    return answer.ok ? { ok: true, value: answer.value?.state ?? 'pending' } : answer;
  },
  unsubscribe: async (slug: string): Promise<NewsletterResult<null>> => {
    const answer = await call(null, 'DELETE', `/api/newsletters/subscriptions/${encodeURIComponent(slug)}`);
    return answer.ok ? { ok: true, value: null } : answer;
  },
};
