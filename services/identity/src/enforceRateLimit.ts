import type { RateLimitRule } from './identityConfig';
import { IdentityHttpError, messages } from './IdentityHttpError';
import type { RateLimitStore } from './RateLimitStore';

/** Counts one event under `key`; above the rule's limit throws 429 RateLimitError with Retry-After. */
export async function enforceRateLimit(
  store: RateLimitStore,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const { count, resetAt } = await store.hit(key, rule.windowMs);
  if (count <= rule.limit) return;
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  throw new IdentityHttpError(
    429,
    'RateLimitError',
    messages.tooManyRequests,
    { retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Counts one event under `key` and answers whether it went over the rule's limit, for limits whose refusal must
 * tell nothing (a reset mail over the limit is dropped while the answer stays the same).
 */
export async function countsOverLimit(
  store: RateLimitStore,
  key: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const { count } = await store.hit(key, rule.windowMs);
  return count > rule.limit;
}
