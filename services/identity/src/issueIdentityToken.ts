import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { accountRoles, type AccountRow } from './accounts';
import type { SigningKeyStore } from './createSigningKeyStore';

export type TokenSettings = { issuer: string; audience: string; accessTokenTtlSeconds: number };

/** Signs the RS256 identity token of an account (claims: identityClaimsSchema). */
export async function issueIdentityToken(
  keys: SigningKeyStore,
  settings: TokenSettings,
  account: AccountRow,
): Promise<string> {
  const { kid, privateKey } = await keys.current();
  const claims: Record<string, unknown> = {
    email: account.email,
    email_verified: account.email_verified,
    roles: accountRoles(account),
  };
  if (account.first_name) claims.given_name = account.first_name;
  if (account.last_name) claims.family_name = account.last_name;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setSubject(account.sso_id)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .setJti(randomUUID())
    .sign(privateKey);
}
