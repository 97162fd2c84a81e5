import {
  MAX_ARTICLE_SEARCH_LIMIT,
  MAX_SEARCH_QUERY_LENGTH,
  articleSearchResultSchema,
  type ArticleSearchResult,
} from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';
import { queryTeaserPage } from './queryTeasers';

export const DEFAULT_ARTICLE_SEARCH_LIMIT = 3;
const MAX_OFFSET = 10_000;
const MAX_TERMS = 10;

export type ArticleSearchParams = { offset: unknown; limit: unknown; searchTerms: unknown };

/**
 * Data fetch `articles/search?offset=0&limit=3&searchTerms=a;b;c` (similar articles): every term must match
 * (German stemming), best match first. limit 1–20 (default 3), offset 0–10000 (default 0).
 */
export async function searchArticles(
  db: DbTx,
  mandator: MandatorRow,
  params: ArticleSearchParams,
): Promise<ArticleSearchResult> {
  const offset = parseBoundedInt(params.offset, 0, 0, MAX_OFFSET, 'invalid_offset');
  const limit = parseBoundedInt(
    params.limit,
    DEFAULT_ARTICLE_SEARCH_LIMIT,
    1,
    MAX_ARTICLE_SEARCH_LIMIT,
    'invalid_limit',
  );
  if (params.searchTerms !== undefined && typeof params.searchTerms !== 'string')
    throw new ContentPageError(400, 'invalid_query');
  const terms = (params.searchTerms ?? '')
    .split(';')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (terms.length === 0) throw new ContentPageError(400, 'empty_query');
  const query = terms.join(' ');
  if (query.length > MAX_SEARCH_QUERY_LENGTH || terms.length > MAX_TERMS)
    throw new ContentPageError(400, 'query_too_long');
  const { teasers, total } = await queryTeaserPage(
    db,
    mandator.id,
    { kind: 'search', mode: 'all', query },
    { limit, offset },
  );
  return articleSearchResultSchema.parse({ teasers, total });
}

function parseBoundedInt(raw: unknown, fallback: number, min: number, max: number, error: string): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) throw new ContentPageError(400, error);
  const value = Number(raw);
  if (value < min || value > max) throw new ContentPageError(400, error);
  return value;
}
