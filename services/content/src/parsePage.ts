import { readPageNumber } from '@news/contracts/contentParams';
import { ContentPageError } from './contentPageError';

/** The `page` query parameter (readPageNumber): absent → 1; anything it does not read → 400 invalid_page. */
export function parsePage(raw: unknown): number {
  const page = readPageNumber(raw);
  if (page === undefined) throw new ContentPageError(400, 'invalid_page');
  return page;
}
