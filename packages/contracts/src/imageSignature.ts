/**
 * SERVER-ONLY (node:crypto, the signing secret): never import this file from browser code. The content service signs
 * the source path of every image it returns, the gateway's image router verifies it; the browser only appends
 * modifiers to the signed baseUrl (imageUrl.ts), so the secret never reaches it. URL format: imageVariantPath.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { IMAGE_PATH_PREFIX, IMAGE_SIGNATURE_LENGTH, isImageSourcePath } from './imageVariantPath';

/**
 * Used when IMAGE_SIGNING_SECRET is not set outside production. Public, so it protects nothing: production refuses
 * to start without a real secret (readImageSigningSecret).
 */
export const DEV_IMAGE_SIGNING_SECRET = 'dev-image-signing-secret-not-for-production';

const MIN_SECRET_LENGTH = 32;

/** A source path with its leading slashes removed: '/seed/a.jpg' and 'seed/a.jpg' are the same source. */
function normalizeSourcePath(sourcePath: string): string {
  const normalized = sourcePath.replace(/^\/+/, '');
  if (!isImageSourcePath(normalized))
    throw new Error(
      `Invalid image source path "${sourcePath}": use segments of [A-Za-z0-9._-] (not starting with a dot) ` +
        'ending in .jpg, .jpeg, .png, .webp or .avif',
    );
  return normalized;
}

/** base64url(HMAC-SHA256(secret, sourcePath)), first 22 characters. */
export function imageSignature(sourcePath: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(normalizeSourcePath(sourcePath))
    .digest('base64url')
    .slice(0, IMAGE_SIGNATURE_LENGTH);
}

/** The signed baseUrl of an image object: `/img/{signature}/{sourcePath}`, e.g. `/img/Ab3x…/seed/rb-100001.jpg`. */
export function signImageSource(sourcePath: string, secret: string): string {
  const normalized = normalizeSourcePath(sourcePath);
  return `${IMAGE_PATH_PREFIX}/${imageSignature(normalized, secret)}/${normalized}`;
}

/** True when `signature` is the signature of `sourcePath`; compares in constant time, never throws. */
export function verifyImageSignature(sourcePath: string, signature: string, secret: string): boolean {
  let expected: string;
  try {
    expected = imageSignature(sourcePath, secret);
  } catch {
    return false;
  }
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * IMAGE_SIGNING_SECRET (at least 32 characters), shared by the content service and the gateway. Outside production
 * it defaults to DEV_IMAGE_SIGNING_SECRET; with NODE_ENV=production a missing, short or default secret is an
 * error, so the process refuses to start.
 */
export function readImageSigningSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.IMAGE_SIGNING_SECRET?.trim();
  const production = env.NODE_ENV === 'production';
  if (!secret) {
    if (production)
      throw new Error(
        'IMAGE_SIGNING_SECRET must be set when NODE_ENV=production (the same value for the content service and ' +
          'the gateway, at least 32 characters; e.g. `openssl rand -base64 48`)',
      );
    return DEV_IMAGE_SIGNING_SECRET;
  }
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`IMAGE_SIGNING_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  if (production && secret === DEV_IMAGE_SIGNING_SECRET)
    throw new Error(
      'IMAGE_SIGNING_SECRET must not be the public development default when NODE_ENV=production',
    );
  return secret;
}
