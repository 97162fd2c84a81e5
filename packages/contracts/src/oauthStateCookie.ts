import { z } from 'zod';
import { oauthBindingSchema } from './identityApi';

/** Name of an OAuth provider in `/api/oauth2/{provider}/...` and `/cms/connect/{provider}`. */
export const oauthProviderNameSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/);

/**
 * The gateway's httpOnly cookie between the start and the callback of a social sign-in (spec §9 "state prefix"),
 * base64url JSON: the provider, the browser's binding secret and the sanitised redirect-after-login target.
 */
export const oauthStateCookieSchema = z.object({
  provider: oauthProviderNameSchema,
  secret: oauthBindingSchema,
  target: z.string().max(2048).nullable(),
});
export type OAuthStateCookie = z.infer<typeof oauthStateCookieSchema>;
