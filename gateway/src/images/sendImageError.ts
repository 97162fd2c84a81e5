import type { ApiError } from '@news/contracts/apiError';
import type { Response } from 'express';

/** An error of the image proxy: the API error body, never cached, without the image's headers. */
export function sendImageError(
  res: Response,
  status: number,
  body: ApiError & Record<string, string | number>,
): void {
  res.removeHeader('Content-Type');
  res.removeHeader('ETag');
  res.status(status).set('Cache-Control', 'no-store').json(body);
}
