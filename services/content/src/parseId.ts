import { MAX_CONTENT_ID } from '@news/contracts/contentPages';
import { ContentPageError } from './contentPageError';

/**
 * A numeric id from a path segment: digits only, else 400 invalid_id. Ids beyond the integer column range cannot
 * exist: they answer 404 page_not_found with `path`.
 */
export function parseId(raw: string | undefined, path: string): number {
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) throw new ContentPageError(400, 'invalid_id');
  const id = Number(raw);
  if (id < 1 || id > MAX_CONTENT_ID) throw new ContentPageError(404, 'page_not_found', path);
  return id;
}
