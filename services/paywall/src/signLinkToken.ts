import { GRANT_ISSUER, LINK_TOKEN_AUDIENCE } from '@news/contracts/paywallApi';
import { SignJWT } from 'jose';
import type { PaywallKeys } from './loadPaywallKeys';

/** A link token (linkTokenClaimsSchema) opening `articleId` of `brand` until `expiresAt`. */
export function signLinkToken(
  keys: PaywallKeys,
  token: {
    jti: string;
    giver: string;
    brand: string;
    articleId: number;
    scope: string;
    tokenType: string;
    expiresAt: Date;
  },
): Promise<string> {
  return new SignJWT({
    scope: token.scope,
    articleId: token.articleId,
    tokenType: token.tokenType,
    brand: token.brand,
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(GRANT_ISSUER)
    .setAudience(LINK_TOKEN_AUDIENCE)
    .setSubject(token.giver)
    .setJti(token.jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(token.expiresAt.getTime() / 1000))
    .sign(keys.privateKey);
}
