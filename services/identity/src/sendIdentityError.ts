import { identityErrorSchema, type IdentityErrorName } from '@news/contracts/identityApi';
import type { Response } from 'express';

/** Sends the auth API's error envelope `{ data: null, error: { status, name, message, details } }`. */
export function sendIdentityError(
  res: Response,
  status: number,
  name: IdentityErrorName,
  message: string,
  details: Record<string, unknown> = {},
): void {
  res
    .status(status)
    .set('cache-control', 'no-store')
    .json(identityErrorSchema.parse({ data: null, error: { status, name, message, details } }));
}
