import { z } from 'zod/mini';

/** Role names carried in the identity token (spec §6). */
export const identityBaseRoleSchema = z.enum(['PLUS_USER', 'EPAPER_USER', 'PUR_USER', 'WALLET_USER']);
/** A subscription to one tag: `PLUS-TAG-{numeric tag id}`. */
export const plusTagRoleSchema = z.string().check(z.regex(/^PLUS-TAG-[1-9]\d{0,17}$/));
export const identityRoleSchema = z.union([identityBaseRoleSchema, plusTagRoleSchema]);
export type IdentityRole = z.infer<typeof identityRoleSchema>;

/**
 * Claims of the RS256 identity token issued by the identity service (ARCHITECTURE §5). Verify the signature
 * (algorithm pinned to RS256, issuer, audience, known kid) before parsing the claims with this schema.
 */
export const identityClaimsSchema = z.object({
  iss: z.string().check(z.minLength(1)),
  aud: z.union([
    z.string().check(z.minLength(1)),
    z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  ]),
  /** The reader's ssoId. */
  sub: z.uuid(),
  iat: z.int().check(z.nonnegative()),
  exp: z.int().check(z.positive()),
  jti: z.optional(z.string().check(z.minLength(1))),
  email: z.email(),
  email_verified: z.boolean(),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  roles: z.array(identityRoleSchema),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/**
 * The identity service's public signing keys (GET /cms/.well-known/jwks.json, /api/fa-public-key): only the
 * fields a verifier needs are checked here; jose checks each key itself.
 */
export const jsonWebKeySetSchema = z.object({
  keys: z.array(
    z.looseObject({
      kty: z.string().check(z.minLength(1)),
      kid: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
});
