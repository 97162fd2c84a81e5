import {
  authResponseSchema,
  identityErrorSchema,
  refreshResponseSchema,
  registerResponseSchema,
  type AuthResponse,
  type RegisterResponse,
} from '@news/contracts/identityApi';
import { socialProvidersSchema, type SocialProviders } from '@news/contracts/socialProviders';
import type { JSONWebKeySet } from 'jose';
import { fetchUpstream } from '../upstream/fetchUpstream';
import { identityTimeoutFor } from '../upstream/identityTimeoutFor';

/** What the identity service answered: the parsed body, or its error envelope with the HTTP status. */
export type IdentityAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number; body: unknown; headers: Headers };

/**
 * The gateway's client for the identity service's public API (/cms/...), in-process or proxied alike. It passes
 * the reader's IP for rate limiting with an internal header that only this process can set (internalToken).
 * A call that gets no answer in time throws UpstreamError: the gateway answers 503 `upstream_unavailable`. In time
 * means `timeouts.passwordTimeoutMs` (IDENTITY_TIMEOUT_MS) for a password check, `timeouts.upstreamTimeoutMs`
 * (UPSTREAM_TIMEOUT_MS) for every other call (identityTimeoutFor).
 */
export function createIdentityClient(opts: {
  baseUrl: string;
  internalToken: string;
  timeouts: { upstreamTimeoutMs: number; passwordTimeoutMs: number };
}) {
  async function call(
    path: string,
    init: { method?: string; body?: unknown; clientIp: string; bearer?: string; redirect?: RequestRedirect },
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-client-ip': init.clientIp,
      'x-internal-token': opts.internalToken,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    return fetchUpstream(
      new URL(`/cms${path}`, opts.baseUrl),
      {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: init.redirect ?? 'follow',
      },
      identityTimeoutFor(method, path, opts.timeouts),
    );
  }

  async function answer<T>(res: Response, parse: (json: unknown) => T): Promise<IdentityAnswer<T>> {
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) return { ok: true, value: parse(json) };
    const envelope = identityErrorSchema.safeParse(json);
    return {
      ok: false,
      status: res.status,
      body: envelope.success ? envelope.data : json,
      headers: res.headers,
    };
  }

  const session =
    (path: string) =>
    async (body: unknown, clientIp: string): Promise<IdentityAnswer<AuthResponse>> =>
      answer(await call(path, { body, clientIp }), (j) => authResponseSchema.parse(j));

  return {
    login: session('/auth/local'),
    /** Answers the same for a new and a taken address; no session until the mail's link is opened. */
    async register(body: unknown, clientIp: string): Promise<IdentityAnswer<RegisterResponse>> {
      return answer(await call('/auth/local/register', { body, clientIp }), (j) =>
        registerResponseSchema.parse(j),
      );
    },
    /** Opens the confirmation link of the registration mail: the address is confirmed, the reader signed in. */
    async confirmEmail(confirmation: string, clientIp: string): Promise<IdentityAnswer<AuthResponse>> {
      const search = new URLSearchParams({ confirmation }).toString();
      return answer(await call(`/auth/email-confirmation?${search}`, { clientIp }), (j) =>
        authResponseSchema.parse(j),
      );
    },
    resetPassword: session('/auth/reset-password'),
    googleLogin: session('/auth/google'),
    appleCallback: session('/auth/apple/callback'),
    /** Where to send the browser to sign in with `provider` (a state bound to `binding`); null if refused. */
    async connect(provider: string, binding: string, clientIp: string): Promise<string | null> {
      const res = await call(
        `/connect/${encodeURIComponent(provider)}?binding=${encodeURIComponent(binding)}`,
        { clientIp, redirect: 'manual' },
      );
      await res.body?.cancel();
      const location = res.headers.get('location');
      return res.status === 302 && location && /^https?:\/\//.test(location) ? location : null;
    },
    /** Completes an OAuth code flow (GET /cms/auth/{provider}/callback) into a session. */
    async oauthCallback(
      provider: string,
      query: { code: string; state: string; binding: string },
      clientIp: string,
    ): Promise<IdentityAnswer<AuthResponse>> {
      const search = new URLSearchParams(query).toString();
      return answer(
        await call(`/auth/${encodeURIComponent(provider)}/callback?${search}`, { clientIp }),
        (j) => authResponseSchema.parse(j),
      );
    },
    async passThrough(path: string, body: unknown, clientIp: string, bearer?: string) {
      const res = await call(path, { body, clientIp, bearer });
      return {
        status: res.status,
        body: (await res.json().catch(() => null)) as unknown,
        retryAfter: res.headers.get('retry-after'),
      };
    },
    async updateProfile(
      body: unknown,
      clientIp: string,
      bearer: string,
    ): Promise<IdentityAnswer<AuthResponse>> {
      return answer(await call('/users/me', { method: 'PATCH', body, clientIp, bearer }), (j) =>
        authResponseSchema.parse(j),
      );
    },
    async changePassword(
      body: unknown,
      clientIp: string,
      bearer: string,
    ): Promise<IdentityAnswer<AuthResponse>> {
      return answer(await call('/auth/change-password', { body, clientIp, bearer }), (j) =>
        authResponseSchema.parse(j),
      );
    },
    async refresh(refreshToken: string, clientIp: string) {
      return answer(await call('/auth/refresh', { body: { refreshToken }, clientIp }), (j) =>
        refreshResponseSchema.parse(j),
      );
    },
    /** Ends the refresh token's family and the identity token `bearer` (if any) at once. */
    async logout(refreshToken: string, clientIp: string, bearer?: string) {
      await call('/auth/logout', { body: { refreshToken }, clientIp, bearer });
    },
    async me(bearer: string, clientIp: string) {
      const res = await call('/users/me', { clientIp, bearer });
      return res.ok ? ((await res.json()) as unknown) : null;
    },
    /** The configured social sign-in providers; throws when the identity service fails or answers nonsense. */
    async providers(): Promise<SocialProviders> {
      const res = await call('/auth/providers', { clientIp: '127.0.0.1' });
      if (!res.ok) throw new Error(`identity providers answered ${res.status}`);
      return socialProvidersSchema.parse(await res.json());
    },
    async jwks(): Promise<JSONWebKeySet> {
      const res = await call('/.well-known/jwks.json', { clientIp: '127.0.0.1' });
      if (!res.ok) throw new Error(`identity JWKS answered ${res.status}`);
      return (await res.json()) as JSONWebKeySet;
    },
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;
