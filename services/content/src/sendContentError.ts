import { contentErrorSchema } from '@news/contracts/content';
import type { Response } from 'express';

/** Sends a content API error such as `{ status: 404, message: 'page_not_found', path: 'foo/bar' }`. */
export function sendContentError(res: Response, status: number, message: string, path?: string): void {
  res
    .status(status)
    .json(contentErrorSchema.parse(path === undefined ? { status, message } : { status, message, path }));
}
