import type { z } from 'zod/mini';
import { PaywallApiError } from './PaywallApiError';

/** The request body checked against its contract; otherwise 400 with `code` and a German message. */
export function parseBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  code: string,
  message: string,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PaywallApiError(400, code, message);
  return parsed.data;
}
