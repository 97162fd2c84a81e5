import { readContentId } from '@news/contracts/contentParams';
import { ContentPageError } from './contentPageError';

/**
 * A content id from a path segment (readContentId): malformed → 400 invalid_id; an id no content can have → 404
 * page_not_found with `path`.
 */
export function parseId(raw: string | undefined, path: string): number {
  const id = readContentId(raw);
  if (id === 'malformed') throw new ContentPageError(400, 'invalid_id');
  if (id === 'unknown') throw new ContentPageError(404, 'page_not_found', path);
  return id;
}
