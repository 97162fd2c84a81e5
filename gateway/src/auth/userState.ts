import type { IdentityClaims } from '@news/contracts/identityToken';
import { userFlagsOf, type UserState } from '@news/contracts/userState';

/** The reader's state as the browser sees it (spec §3 user state and flags); never the raw token. */
export function userStateFromClaims(claims: IdentityClaims): UserState {
  const roles = claims.roles;
  return {
    isLoggedIn: true,
    hasVerifiedEmail: claims.email_verified,
    expiresAt: claims.exp * 1000,
    user: {
      ssoId: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified,
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
      roles,
    },
    flags: userFlagsOf(roles),
  };
}
