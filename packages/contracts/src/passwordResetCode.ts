import { z } from 'zod/mini';

/**
 * The one-time code of a password-reset link (/change-password/{code}): the identity service issues 32 random
 * bytes as base64url (43 characters). Anything else is refused before the dialog opens (open-change-password).
 */
export const passwordResetCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/));
