import { z } from 'zod/mini';
import { identityRoleSchema } from './identityToken';

/** Salutation of a reader; 'none' when the reader chose "Keine Angabe". */
export const salutationSchema = z.enum(['Frau', 'Herr', 'Divers', 'none']);
export type Salutation = z.infer<typeof salutationSchema>;

/**
 * The reader as answered by GET /cms/users/me and the auth endpoints (spec §3 "User data"); the ssoId is the
 * reader's only id outside the identity service (the internal numeric id never leaves it).
 */
export const identityUserSchema = z.object({
  ssoId: z.uuid(),
  email: z.email(),
  emailVerified: z.boolean(),
  /** null: not asked yet (the complete-registration dialog asks for it). */
  salutation: z.nullable(salutationSchema),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  roles: z.array(identityRoleSchema),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

/** Answer of login, registration, password reset/change and social sign-in. */
export const authResponseSchema = z.object({
  jwt: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  user: identityUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answer of POST /cms/auth/refresh. */
export const refreshResponseSchema = z.object({
  jwt: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const identityErrorNameSchema = z.enum([
  'ValidationError',
  'ApplicationError',
  'UnauthorizedError',
  'ForbiddenError',
  'NotFoundError',
  'PayloadTooLargeError',
  'RateLimitError',
  'ServiceUnavailableError',
  'InternalServerError',
]);
export type IdentityErrorName = z.infer<typeof identityErrorNameSchema>;

/** Error envelope of the content-system auth API (Strapi v4 style; spec §8 "Content-system failure"). */
export const identityErrorSchema = z.object({
  data: z.null(),
  error: z.object({
    status: z.int().check(z.minimum(400), z.maximum(599)),
    name: identityErrorNameSchema,
    /** German text a reader may see. */
    message: z.string().check(z.minLength(1)),
    details: z.record(z.string(), z.unknown()),
  }),
});
export type IdentityError = z.infer<typeof identityErrorSchema>;

/** Request bodies of the auth API. */
export const passwordSchema = z.string().check(z.minLength(8), z.maxLength(128));
const emailInput = z.pipe(
  z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email()),
  z.transform((s) => s.toLowerCase()),
);
const nameInput = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const loginRequestSchema = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export const registerRequestSchema = z.object({
  salutation: z.optional(salutationSchema),
  firstName: nameInput,
  lastName: nameInput,
  email: emailInput,
  password: passwordSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/**
 * Answer of POST /cms/auth/local/register and /api/auth/register, the same for a new and a taken address: a mail
 * went out (to confirm the new account, or to the owner of the taken address). No session until confirmed.
 */
export const registerResponseSchema = z.object({ ok: z.literal(true) });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const emailRequestSchema = z.object({ email: emailInput });
/** PATCH /cms/users/me: the reader completes or corrects the profile (complete-registration dialog). */
export const updateProfileRequestSchema = z
  .object({
    salutation: z.optional(salutationSchema),
    firstName: z.optional(nameInput),
    lastName: z.optional(nameInput),
  })
  .check(z.refine((b) => Object.keys(b).length > 0, { message: 'nothing_to_update' }));
const codeInput = z.string().check(z.minLength(1), z.maxLength(200));
/** A new password and its repetition must match; the message is on the repetition. */
const passwordsMatch = z.refine<{ password: string; passwordConfirmation: string }>(
  (b) => b.password === b.passwordConfirmation,
  { path: ['passwordConfirmation'], message: 'passwords_do_not_match' },
);
export const resetPasswordRequestSchema = z
  .object({
    code: codeInput,
    password: passwordSchema,
    passwordConfirmation: z.string().check(z.maxLength(1024)),
  })
  .check(passwordsMatch);
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
    password: passwordSchema,
    passwordConfirmation: z.string().check(z.maxLength(1024)),
  })
  .check(passwordsMatch);
export const refreshRequestSchema = z.object({
  refreshToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const emailConfirmationQuerySchema = z.object({ confirmation: codeInput });
/** POST /cms/users/me/email: a new address for the account, confirmed by a link sent to it. */
export const changeEmailRequestSchema = z.object({
  email: emailInput,
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
});
/** GET /cms/auth/email-change-confirmation?code=…: the link of the e-mail change mail. */
export const emailChangeConfirmationQuerySchema = z.object({ code: codeInput });
/** POST /cms/users/me/delete: deleting the account asks for the password once more. */
export const deleteAccountRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
});

/**
 * POST /cms/auth/google: a Google ID token, either as `token` (app-server /api/google-login) or as a Google
 * Identity Services credential response `{ credential, clientId }`. A credential without client id is refused.
 */
export const googleLoginRequestSchema = z
  .object({
    token: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
    credential: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
    clientId: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    select_by: z.optional(z.string().check(z.maxLength(100))),
  })
  .check(
    z.refine((b) => b.token !== undefined || b.credential !== undefined, {
      path: ['token'],
      message: 'token_required',
    }),
    z.refine((b) => b.credential === undefined || b.clientId !== undefined, {
      path: ['clientId'],
      message: 'client_id_required',
    }),
  );

/**
 * The browser binding of a social sign-in (login-CSRF protection): a random 256-bit secret the gateway keeps in an
 * httpOnly cookie, and its sha256; both base64url.
 */
export const oauthBindingSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** GET /cms/connect/{provider}?binding= (the sha256 of the binding secret): redirects to the provider. */
export const oauthConnectQuerySchema = z.object({ binding: oauthBindingSchema });

/** GET /cms/auth/{provider}/callback?code&state&binding= (the binding secret itself). */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(4096)),
  state: z.string().check(z.minLength(1), z.maxLength(4096)),
  binding: oauthBindingSchema,
});

/**
 * POST /cms/auth/apple/callback: Apple's form_post fields, forwarded by the gateway together with the binding
 * secret from its cookie. `state` and `binding` are checked (and their absence logged) by the handler.
 */
export const appleCallbackRequestSchema = z.object({
  code: z.optional(z.string().check(z.maxLength(2048))),
  id_token: z.string().check(z.minLength(1), z.maxLength(8192)),
  state: z.optional(z.string().check(z.maxLength(2048))),
  binding: z.optional(oauthBindingSchema),
  /** Sent by Apple on the first sign-in only: JSON `{ name: { firstName, lastName }, email }`. */
  user: z.optional(z.union([z.string().check(z.maxLength(4096)), z.record(z.string(), z.unknown())])),
});
