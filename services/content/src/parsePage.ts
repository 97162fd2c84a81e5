import { MAX_CONTENT_PAGE } from '@news/contracts/contentPages';
import { ContentPageError } from './contentPageError';

/**
 * The `page` query parameter: absent → 1; otherwise an integer from 1 to MAX_CONTENT_PAGE written in plain digits.
 * Anything else (0, -1, 1.5, 'abc', repeated parameter, > 1000) → 400 invalid_page.
 */
export function parsePage(raw: unknown): number {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^\d{1,4}$/.test(raw)) throw new ContentPageError(400, 'invalid_page');
  const page = Number(raw);
  if (page < 1 || page > MAX_CONTENT_PAGE) throw new ContentPageError(400, 'invalid_page');
  return page;
}
