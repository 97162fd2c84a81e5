import { MAX_SEARCH_QUERY_LENGTH } from '@news/contracts/contentPages';
import { ContentPageError } from './contentPageError';

/** A search query parameter: trimmed, non-empty (400 empty_query), at most 200 characters (400 query_too_long). */
export function parseSearchQuery(raw: unknown): string {
  if (raw !== undefined && typeof raw !== 'string') throw new ContentPageError(400, 'invalid_query');
  const query = (raw ?? '').trim();
  if (query === '') throw new ContentPageError(400, 'empty_query');
  if (query.length > MAX_SEARCH_QUERY_LENGTH) throw new ContentPageError(400, 'query_too_long');
  return query;
}
