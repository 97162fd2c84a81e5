/**
 * SERVER-ONLY (node:crypto): never import this file from browser code. Both sides of a social sign-in compute the
 * browser binding the same way: the gateway keeps a random secret in an httpOnly cookie and names only its sha256
 * (base64url) to the identity service when the sign-in starts (`/cms/connect/{provider}?binding=`); the callback
 * must present the secret itself, which the identity service hashes again. A state (or an ID token) fished from
 * another browser is useless without that browser's cookie (login CSRF). Schema: oauthBindingSchema (identityApi.ts).
 */
import { createHash } from 'node:crypto';

/** The binding named for a binding secret: sha256(secret), base64url (43 characters). */
export const bindingOf = (secret: string): string => createHash('sha256').update(secret).digest('base64url');
