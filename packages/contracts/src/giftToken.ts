import { z } from 'zod/mini';

/** Query parameter of a gift or link token (spec §2 "Query parameters with behaviour"). */
export const LINK_TOKEN_PARAM = 'link-token';

/** A gift or link token as it can travel in a URL: base64url parts joined by dots (a JWT), 8–4096 characters. */
export const linkTokenSchema = z
  .string()
  .check(z.minLength(8), z.maxLength(4096), z.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/));

/**
 * What the gift-article check of the article route found in the URL: a token the paywall has to validate
 * (`pending`; POST /api/gift-token/validate, spec §7), or something that cannot be a token (`invalid`, nothing to
 * validate). Valid and expired are the paywall's answers, not part of the page data.
 */
export const giftMarkSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending'), token: linkTokenSchema }),
  z.object({ state: z.literal('invalid') }),
]);
export type GiftMark = z.infer<typeof giftMarkSchema>;
