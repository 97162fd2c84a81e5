import { z } from 'zod/mini';
import type { BusUser } from './busEvents';

/**
 * The reader's session as the app server answers it (GET /api/validate, POST /api/auth/login, register,
 * reset-password): spec §3 user state and flags. The browser never sees a token.
 */
export const userFlagsSchema = z.object({
  isPlusUser: z.boolean(),
  isEpaperUser: z.boolean(),
  isPurUser: z.boolean(),
  isWalletUser: z.boolean(),
  isTagSubscriptionUser: z.boolean(),
});
export type UserFlags = z.infer<typeof userFlagsSchema>;

/** The tag ids of the reader's tag subscriptions (roles `PLUS-TAG-{id}`, spec §6). */
export const subscribedTagIds = (roles: readonly string[]): number[] =>
  roles.flatMap((role) => {
    const id = /^PLUS-TAG-([1-9]\d{0,17})$/.exec(role)?.[1];
    return id === undefined ? [] : [Number(id)];
  });

/** The reader's flags from the identity token's roles (spec §6); a wallet user counts only if not also plus. */
export function userFlagsOf(roles: readonly string[]): UserFlags {
  const isPlusUser = roles.includes('PLUS_USER');
  return {
    isPlusUser,
    isEpaperUser: roles.includes('EPAPER_USER'),
    isPurUser: roles.includes('PUR_USER'),
    isWalletUser: roles.includes('WALLET_USER') && !isPlusUser,
    isTagSubscriptionUser: subscribedTagIds(roles).length > 0,
  };
}

export const sessionUserSchema = z.object({
  ssoId: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  emailVerified: z.boolean(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userStateSchema = z.object({
  isLoggedIn: z.boolean(),
  hasVerifiedEmail: z.boolean(),
  expiresAt: z.nullable(z.number()),
  user: z.nullable(sessionUserSchema),
  flags: userFlagsSchema,
});
export type UserState = z.infer<typeof userStateSchema>;

export const loggedOutUserState: UserState = {
  isLoggedIn: false,
  hasVerifiedEmail: false,
  expiresAt: null,
  user: null,
  flags: {
    isPlusUser: false,
    isEpaperUser: false,
    isPurUser: false,
    isWalletUser: false,
    isTagSubscriptionUser: false,
  },
};

/** Answer of GET /api/mein/oauth2/registration/form/missing-fields. */
export const missingFieldsSchema = z.object({ missingFields: z.array(z.string()) });
export type MissingFields = z.infer<typeof missingFieldsSchema>;

/** Answer of POST /api/auth/forgot-password (always ok, so nobody can probe for accounts). */
export const okAnswerSchema = z.object({ ok: z.literal(true) });

/** The reader as the event bus carries it (LOGIN_SUCCESS, USER_UPDATED); null when not logged in. */
export function busUserOf(state: UserState): BusUser | null {
  if (!state.isLoggedIn || state.user === null) return null;
  const { ssoId, email, emailVerified, firstName, lastName, roles } = state.user;
  return { ssoId, email, emailVerified, firstName: firstName ?? '', lastName: lastName ?? '', roles };
}
