import { GRANT_AUDIENCE, GRANT_ISSUER, GRANT_TTL_SECONDS } from '@news/contracts/paywallApi';
import { SignJWT } from 'jose';
import type { PaywallKeys } from './loadPaywallKeys';

/**
 * A content grant (contentGrantClaimsSchema): the content service's proof that `sub` may read article `art` of
 * brand `man`, valid for GRANT_TTL_SECONDS.
 */
export function signContentGrant(
  keys: PaywallKeys,
  grant: { sub: string; art: number; man: string },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ art: grant.art, man: grant.man })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(GRANT_ISSUER)
    .setAudience(GRANT_AUDIENCE)
    .setSubject(grant.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + GRANT_TTL_SECONDS)
    .sign(keys.privateKey);
}
