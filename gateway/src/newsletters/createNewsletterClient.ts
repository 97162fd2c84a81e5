import { apiErrorSchema, type ApiError } from '@news/contracts/apiError';
import {
  NEWSLETTER_SIGNUP_ACCEPTED,
  newsletterSubscriptionListSchema,
  newsletterSubscriptionStateSchema,
  newsletterTokenAnswerSchema,
  type NewsletterSignupRequest,
  type NewsletterSubscriptionList,
  type NewsletterTokenAnswer,
} from '@news/contracts/newsletterSubscriptions';
import { z } from 'zod/mini';
import { upstreamUnavailable, type UsersAnswer } from '../app/createUsersClient';
import type { SelfRequest } from '../upstream/selfRequest';

const readerSignupAnswerSchema = z.object({
  newsletter: z.string(),
  title: z.string(),
  state: newsletterSubscriptionStateSchema,
});
export type ReaderSignupAnswer = z.infer<typeof readerSignupAnswerSchema>;

/**
 * The gateway's calls to the users service's newsletter routes, through its own public path `/user-api` (in-process
 * or proxied alike), with the internal token (only the gateway may start a subscription: it names the title and the
 * brand's origin), the reader's client address for the rate limits and, for a reader's own list, their token.
 */
export function createNewsletterClient(self: SelfRequest) {
  async function call<S extends z.ZodMiniType>(
    schema: S | null,
    init: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path: string;
      mandator: string;
      clientIp?: string;
      jwt?: string;
      body?: unknown;
    },
  ): Promise<UsersAnswer<z.infer<S> | null>> {
    let res: Response;
    try {
      res = await fetch(
        new URL(`/user-api/mandators/${encodeURIComponent(init.mandator)}${init.path}`, self.baseUrl),
        {
          method: init.method,
          headers: {
            ...self.headers(init.mandator),
            ...(init.clientIp ? { 'x-client-ip': init.clientIp } : {}),
            ...(init.jwt ? { authorization: `Bearer ${init.jwt}` } : {}),
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(10_000),
        },
      );
    } catch {
      return { ok: false, error: upstreamUnavailable };
    }
    if (res.status === 204 || schema === null) {
      await res.body?.cancel();
      return res.ok ? { ok: true, value: null } : { ok: false, error: upstreamUnavailable };
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const value = schema.safeParse(json);
      return value.success ? { ok: true, value: value.data } : { ok: false, error: upstreamUnavailable };
    }
    const error = apiErrorSchema.safeParse(json);
    return { ok: false, error: error.success ? error.data : upstreamUnavailable };
  }

  const readerPath = (ssoId: string, rest = '') =>
    `/users/${encodeURIComponent(ssoId)}/newsletter-subscriptions${rest}`;

  return {
    /** An address entered on the site: the same answer whatever its state. */
    signup: async (
      mandator: string,
      clientIp: string,
      body: NewsletterSignupRequest,
    ): Promise<{ ok: true } | { ok: false; error: ApiError }> => {
      const answer = await call(z.object({ status: z.literal(NEWSLETTER_SIGNUP_ACCEPTED.status) }), {
        method: 'POST',
        path: '/newsletter-subscriptions',
        mandator,
        clientIp,
        body,
      });
      return answer.ok ? { ok: true } : answer;
    },
    confirm: (mandator: string, token: string) =>
      call(newsletterTokenAnswerSchema, {
        method: 'POST',
        path: '/newsletter-subscriptions/confirm',
        mandator,
        body: { token },
      }) as Promise<UsersAnswer<NewsletterTokenAnswer>>,
    unsubscribe: (mandator: string, token: string) =>
      call(newsletterTokenAnswerSchema, {
        method: 'POST',
        path: '/newsletter-subscriptions/unsubscribe',
        mandator,
        body: { token },
      }) as Promise<UsersAnswer<NewsletterTokenAnswer>>,
    list: (mandator: string, ssoId: string, jwt: string) =>
      call(newsletterSubscriptionListSchema, {
        method: 'GET',
        path: readerPath(ssoId),
        mandator,
        jwt,
      }) as Promise<UsersAnswer<NewsletterSubscriptionList>>,
    subscribeReader: (
      mandator: string,
      ssoId: string,
      jwt: string,
      newsletter: string,
      body: { title: string; baseUrl: string },
      clientIp: string,
    ) =>
      call(readerSignupAnswerSchema, {
        method: 'PUT',
        path: readerPath(ssoId, `/${encodeURIComponent(newsletter)}`),
        mandator,
        jwt,
        clientIp,
        body,
      }) as Promise<UsersAnswer<ReaderSignupAnswer>>,
    unsubscribeReader: (mandator: string, ssoId: string, jwt: string, newsletter: string) =>
      call(null, {
        method: 'DELETE',
        path: readerPath(ssoId, `/${encodeURIComponent(newsletter)}`),
        mandator,
        jwt,
      }),
  };
}
export type NewsletterClient = ReturnType<typeof createNewsletterClient>;
