import { CONTENT_PAGE_SIZE, searchPageSchema, type SearchPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { buildPagination, pageOffset } from './buildPagination';
import type { MandatorRow } from './loadMandator';
import { queryTeaserPage } from './queryTeasers';

/**
 * Search screen: PostgreSQL full-text search (german configuration, so "Häuser" also finds "Haus") over title,
 * teaser, lead and body, with web-search syntax ("…", OR, -word). The newest SEARCH_CANDIDATES matches are
 * ranked: best match first (ts_rank_cd; title hits weigh most), newer first among equals; `totalCapped` when more
 * match ("Mehr als 200 Treffer").
 */
export async function buildSearchPage(
  db: DbTx,
  mandator: MandatorRow,
  query: string,
  page: number,
  path: string,
): Promise<SearchPage> {
  const { teasers, total, totalCapped } = await queryTeaserPage(
    db,
    mandator.id,
    { kind: 'search', mode: 'websearch', query },
    { limit: CONTENT_PAGE_SIZE, offset: pageOffset(page, CONTENT_PAGE_SIZE) },
  );
  return searchPageSchema.parse({
    type: 'search',
    query,
    teasers,
    pagination: buildPagination(page, CONTENT_PAGE_SIZE, total, path),
    totalCapped,
  });
}
