import {
  CONTENT_PAGE_SIZE,
  newestArticlesPageSchema,
  type NewestArticlesPage,
} from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { buildPagination, pageOffset } from './buildPagination';
import type { MandatorRow } from './loadMandator';
import { queryTeaserPage } from './queryTeasers';

/** Newest articles as teasers. */
export async function buildNewestArticlesPage(
  db: DbTx,
  mandator: MandatorRow,
  page: number,
  path: string,
): Promise<NewestArticlesPage> {
  const { teasers, total } = await queryTeaserPage(
    db,
    mandator.id,
    { kind: 'latest' },
    { limit: CONTENT_PAGE_SIZE, offset: pageOffset(page, CONTENT_PAGE_SIZE) },
  );
  return newestArticlesPageSchema.parse({
    type: 'newest-articles',
    teasers,
    pagination: buildPagination(page, CONTENT_PAGE_SIZE, total, path),
  });
}
