import type { z } from 'zod/mini';
import { containsNul } from '@news/contracts/containsNul';
import { UserApiError } from './UserApiError';

/** The request body checked against its contract (no NUL characters); otherwise 400 with `code` and a German message. */
export function parseBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  code: string,
  message: string,
): z.infer<S> {
  const parsed = containsNul(body) ? undefined : schema.safeParse(body);
  if (!parsed?.success) throw new UserApiError(400, code, message);
  return parsed.data;
}
