import type { HttpClient } from '@news/http-client/createHttpClient';
import { HttpError } from '@news/http-client/createHttpClient';
import { messageForReader, READER_MESSAGES } from '@news/http-client/messageForReader';
import { z } from 'zod/mini';
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

export type NewsletterApi = ReturnType<typeof createNewsletterApi>;

/**
 * The browser's calls of the app server's newsletter endpoints (same origin, the session cookie), for mf-articles
 * (sign-up on the newsletter pages) and mf-portal (`/newsletters`), through the calling remote's HTTP client (spec
 * §7: retry table, error hook). Every answer is validated here; a failure carries the reader's German text
 * (messageForReader).
 */
export function createNewsletterApi(client: HttpClient) {
  async function call<T>(
    schema: z.ZodMiniType<T> | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    json?: unknown,
  ): Promise<NewsletterResult<T | null>> {
    try {
      const body = await client.request<unknown>(path, {
        method,
        credentials: 'same-origin',
        ...(json === undefined ? {} : { json }),
      });
      if (schema === null) return { ok: true, value: null };
      const value = schema.safeParse(body);
      return value.success
        ? { ok: true, value: value.data }
        : { ok: false, status: 502, message: READER_MESSAGES.unknown };
    } catch (error) {
      if (error instanceof HttpError)
        return { ok: false, status: error.status, message: messageForReader(error) };
      return { ok: false, status: 0, message: READER_MESSAGES.unknown };
    }
  }

  return {
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
}
