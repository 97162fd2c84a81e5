import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { readBearerToken } from '@news/auth-verify/readBearerToken';
import type { IdentityRole } from '@news/contracts/identityToken';

/** Who asks: a reader with a verified identity token, or an anonymous one. */
export type Reader =
  | { kind: 'anonymous' }
  | { kind: 'registered'; ssoId: string; roles: readonly IdentityRole[]; emailVerified: boolean };

/**
 * The reader of a request, from its `Authorization: Bearer` identity token only, verified with `verify`. No
 * token, or one that does not verify (forged, expired, another issuer), is an anonymous reader.
 */
export async function readReader(verify: TokenVerifier, authorization: string | undefined): Promise<Reader> {
  const token = readBearerToken(authorization);
  const claims = token ? await verify(token).catch(() => undefined) : undefined;
  if (!claims) return { kind: 'anonymous' };
  return {
    kind: 'registered',
    ssoId: claims.sub.toLowerCase(),
    roles: claims.roles,
    emailVerified: claims.email_verified,
  };
}
