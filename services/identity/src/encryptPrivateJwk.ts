import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';

const deriveKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'news-identity-signing-keys', 'aes-256-gcm', 32));

/** Encrypts a private JWK (JSON text) with AES-256-GCM under a key derived from `secret`; `kid` is bound as AAD. */
export function encryptPrivateJwk(json: string, secret: string, kid: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret), iv);
  cipher.setAAD(Buffer.from(kid));
  const ct = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${ct.toString('base64url')}`;
}

/** Reverses encryptPrivateJwk; plain JSON (stored without a secret) is returned as is. */
export function decryptPrivateJwk(stored: string, secret: string | undefined, kid: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  if (!secret)
    throw new Error(`identity: signing key ${kid} is encrypted but IDENTITY_KEY_SECRET is not set`);
  const [iv, tag, ct] = stored.slice(PREFIX.length).split('.');
  if (iv === undefined || tag === undefined || ct === undefined)
    throw new Error(`identity: malformed key ${kid}`);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(kid));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}
