import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new confirmation token (256 random bits) for the mail; only its hash is stored (hashToken). */
export const createConfirmToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of a token, as stored and looked up. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Signs and reads the unsubscribe tokens: `<subscription id>.<HMAC-SHA256 of the id>`, so every mail of a
 * subscription can carry the same link without the token being stored. The key is derived from the service's
 * webhook secret for this purpose alone.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('newsletter-unsubscribe-v1').digest();
  const sign = (id: string) => createHmac('sha256', key).update(`unsubscribe:${id}`).digest();
  return {
    sign: (id: string): string => `${id}.${sign(id).toString('base64url')}`,
    /** The subscription id of a valid token, else undefined. */
    read(token: string): string | undefined {
      const match = /^([1-9]\d{0,17})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return undefined;
      const given = Buffer.from(match[2], 'base64url');
      const expected = sign(match[1]);
      return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : undefined;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
