import { verifySignedJwt } from '@news/auth-verify/verifySignedJwt';
import {
  GRANT_ISSUER,
  LINK_TOKEN_AUDIENCE,
  linkTokenClaimsSchema,
  type LinkTokenClaims,
} from '@news/contracts/paywallApi';
import type { JSONWebKeySet } from 'jose';

/** What a link token is worth: its claims when genuine and unexpired, else why not (spec §4 link-token states). */
export type LinkTokenCheck =
  { state: 'valid'; claims: LinkTokenClaims } | { state: 'expired' } | { state: 'invalid'; reason: string };

/**
 * Checks a link token of the paywall service: ES256 pinned, its own key, issuer, link-token audience, not expired
 * (jose's ERR_JWT_EXPIRED → `expired`), claims of linkTokenClaimsSchema, made for `brand`. Anything else is
 * `invalid`.
 */
export async function checkLinkToken(
  jwks: JSONWebKeySet,
  token: string,
  brand: string,
): Promise<LinkTokenCheck> {
  let payload: unknown;
  try {
    payload = await verifySignedJwt(
      token,
      jwks,
      {
        algorithm: 'ES256',
        issuer: GRANT_ISSUER,
        audience: LINK_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'jti'],
      },
      (code, message) => Object.assign(new Error(message), { code }),
    );
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'ERR_JWT_INVALID';
    return code === 'ERR_JWT_EXPIRED' ? { state: 'expired' } : { state: 'invalid', reason: code };
  }
  const claims = linkTokenClaimsSchema.safeParse(payload);
  if (!claims.success) return { state: 'invalid', reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED' };
  if (claims.data.brand !== brand) return { state: 'invalid', reason: 'other_brand' };
  return { state: 'valid', claims: claims.data };
}
