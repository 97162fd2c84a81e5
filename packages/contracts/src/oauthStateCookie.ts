import { z } from 'zod/mini';
import { oauthBindingSchema } from './identityApi';

/** Name of an OAuth provider in `/api/oauth2/{provider}/...` and `/cms/connect/{provider}`. */
export const oauthProviderNameSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,31}$/));

/**
 * The gateway's httpOnly cookie between the start and the callback of a social sign-in (spec §9 "state prefix"),
 * base64url JSON: the provider, the browser's binding secret and the sanitised redirect-after-login target.
 */
export const oauthStateCookieSchema = z.object({
  provider: oauthProviderNameSchema,
  secret: oauthBindingSchema,
  target: z.nullable(z.string().check(z.maxLength(2048))),
});
export type OAuthStateCookie = z.infer<typeof oauthStateCookieSchema>;
