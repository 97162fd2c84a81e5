import { z } from 'zod/mini';
import { oauthProviderNameSchema } from './oauthStateCookie';

/** One configured social sign-in provider: its path name and the name readers see ("Mit {label} anmelden"). */
export const socialProviderSchema = z.object({
  name: oauthProviderNameSchema,
  label: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/**
 * GET /cms/auth/providers (identity service) and GET /api/oauth2/providers (gateway): the social sign-in
 * providers that are configured — Apple when its client id and redirect URI are set, and every OAuth provider.
 */
export const socialProvidersSchema = z.object({
  providers: z.array(socialProviderSchema).check(z.maxLength(20)),
});
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

const loginPathPattern = /^\/api\/oauth2\/([^/?#]+)\/login(?:\?.*)?$/;

/**
 * Where the browser starts a social sign-in (spec §7 "/connect/{provider}"; the gateway's
 * `/api/oauth2/{provider}/login`), optionally with the path to return to afterwards.
 */
export function socialLoginPath(provider: string, redirect: string | null = null): string {
  const path = `/api/oauth2/${encodeURIComponent(provider)}/login`;
  return redirect === null ? path : `${path}?${new URLSearchParams({ redirect }).toString()}`;
}

/** The provider of a social sign-in start path (see socialLoginPath), or null for any other path. */
export function socialLoginProviderOf(path: string): string | null {
  const name = loginPathPattern.exec(path)?.[1];
  return oauthProviderNameSchema.safeParse(name).data ?? null;
}

/**
 * The one-shot query parameter a finished social sign-in appends to the page it returns to (`?loggedIn=google`):
 * the shell runs the "user becomes logged in" transitions once the session is confirmed, then removes it.
 */
export const loggedInParam = 'loggedIn';

/** `target` (a path of this site with its query) with the loggedIn marker of `provider`. */
export function withLoggedInMarker(target: string, provider: string): string {
  const url = new URL(target, 'http://site.invalid');
  url.searchParams.set(loggedInParam, provider);
  return `${url.pathname}${url.search}${url.hash}`;
}
