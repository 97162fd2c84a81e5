import type { Pagination } from '@news/contracts/contentPages';
import { ContentPageError } from './contentPageError';

/**
 * Pagination info for `page` of a list with `total` entries. A page after the last one → 404 page_not_found with
 * `path`; page 1 of an empty list exists.
 */
export function buildPagination(page: number, pageSize: number, total: number, path: string): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (page > totalPages) throw new ContentPageError(404, 'page_not_found', path);
  return { page, pageSize, total, totalPages };
}

/** Row offset of a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
