import { apiError, apiErrorSchema, type ApiError } from '@news/contracts/apiError';
import { onboardingStatusSchema, type OnboardingStatus } from '@news/contracts/userApi';
import { z } from 'zod/mini';

/** What the user API answered: the parsed body, or its error (an unusable answer becomes a 502). */
export type UsersAnswer<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const upstreamUnavailable = apiError(
  502,
  'upstream_unavailable',
  'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
);

/**
 * The gateway's client for the user API (/user-api/...), in-process or proxied alike: it calls the gateway's own
 * public path with the reader's identity token, so the users service checks the token itself.
 */
export function createUsersClient(opts: { baseUrl: string }) {
  async function call<S extends z.ZodMiniType>(
    schema: S,
    init: { method: 'GET' | 'PUT' | 'DELETE'; path: string; jwt: string; body?: unknown },
  ): Promise<UsersAnswer<z.infer<S>>> {
    let res: Response;
    try {
      res = await fetch(new URL(`/user-api${init.path}`, opts.baseUrl), {
        method: init.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${init.jwt}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return { ok: false, error: upstreamUnavailable };
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const value = schema.safeParse(json);
      return value.success ? { ok: true, value: value.data } : { ok: false, error: upstreamUnavailable };
    }
    const error = apiErrorSchema.safeParse(json);
    return { ok: false, error: error.success ? error.data : upstreamUnavailable };
  }

  const userPath = (mandator: string, ssoId: string, rest: string) =>
    `/mandators/${encodeURIComponent(mandator)}/users/${encodeURIComponent(ssoId)}${rest}`;

  return {
    onboarding: (mandator: string, ssoId: string, jwt: string): Promise<UsersAnswer<OnboardingStatus>> =>
      call(onboardingStatusSchema, { method: 'GET', path: userPath(mandator, ssoId, '/onboarding'), jwt }),
    setOnboarding: (
      mandator: string,
      ssoId: string,
      jwt: string,
      status: OnboardingStatus,
    ): Promise<UsersAnswer<OnboardingStatus>> =>
      call(onboardingStatusSchema, {
        method: 'PUT',
        path: userPath(mandator, ssoId, '/onboarding'),
        jwt,
        body: status,
      }),
    /** Everything the users service keeps about the reader, of every brand (the data export). */
    personalData: (mandator: string, ssoId: string, jwt: string): Promise<UsersAnswer<unknown>> =>
      call(z.unknown(), { method: 'GET', path: userPath(mandator, ssoId, '/personal-data'), jwt }),
    /** Removes it all (account deletion); the service answers 204 without a body. */
    deletePersonalData: (mandator: string, ssoId: string, jwt: string): Promise<UsersAnswer<null>> =>
      call(z.null(), { method: 'DELETE', path: userPath(mandator, ssoId, '/personal-data'), jwt }),
  };
}
export type UsersClient = ReturnType<typeof createUsersClient>;
