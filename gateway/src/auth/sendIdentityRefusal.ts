import type { Response } from 'express';
import type { IdentityAnswer } from './createIdentityClient';

/** Passes a refusal of the identity service on as it came: status, body and its Retry-After. */
export function sendIdentityRefusal(
  res: Response,
  answer: Extract<IdentityAnswer<unknown>, { ok: false }>,
): void {
  const retryAfter = answer.headers.get('retry-after');
  if (retryAfter) res.setHeader('retry-after', retryAfter);
  res.status(answer.status).json(answer.body);
}
