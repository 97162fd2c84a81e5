import { createHash } from 'node:crypto';

/** Rate-limit keys never contain an e-mail address in clear: a short digest stands for it. */
export const rateLimitDigest = (s: string): string =>
  createHash('sha256').update(s).digest('base64url').slice(0, 22);
