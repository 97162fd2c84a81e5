import { z } from 'zod';

/** Role names carried in the identity token (spec §6). */
export const identityBaseRoleSchema = z.enum(['PLUS_USER', 'EPAPER_USER', 'PUR_USER', 'WALLET_USER']);
/** A subscription to one tag: `PLUS-TAG-{numeric tag id}`. */
export const plusTagRoleSchema = z.string().regex(/^PLUS-TAG-[1-9]\d{0,17}$/);
export const identityRoleSchema = z.union([identityBaseRoleSchema, plusTagRoleSchema]);
export type IdentityRole = z.infer<typeof identityRoleSchema>;

/**
 * Claims of the RS256 identity token issued by the identity service (ARCHITECTURE §5). Verify the signature
 * (algorithm pinned to RS256, issuer, audience, known kid) before parsing the claims with this schema.
 */
export const identityClaimsSchema = z.object({
  iss: z.string().min(1),
  aud: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  /** The reader's ssoId. */
  sub: z.uuid(),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
  jti: z.string().min(1).optional(),
  email: z.email(),
  email_verified: z.boolean(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  roles: z.array(identityRoleSchema),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/**
 * The identity service's public signing keys (GET /cms/.well-known/jwks.json, /api/fa-public-key): only the
 * fields a verifier needs are checked here; jose checks each key itself.
 */
export const jsonWebKeySetSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string().min(1), kid: z.string().min(1).optional() })),
});
