import { userApiIdSchema } from '@news/contracts/userApi';
import { UserApiError } from './UserApiError';

/** A route parameter that must be an id (digits only, see userApiIdSchema); otherwise 400 with `code`. */
export function parseRouteId(value: string | undefined, code: string, message: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? '') ? userApiIdSchema.safeParse(Number(value)) : undefined;
  if (!id?.success) throw new UserApiError(400, code, message);
  return id.data;
}
