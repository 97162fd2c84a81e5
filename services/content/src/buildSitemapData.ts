import { SITEMAP_PAGE_SIZE, sitemapDataSchema, type SitemapData } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { buildPagination, pageOffset } from './buildPagination';
import type { MandatorRow } from './loadMandator';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** Article paths with last modification (updated, else published), newest first, 50 000 per page. */
export async function buildSitemapData(
  db: DbTx,
  mandator: MandatorRow,
  page: number,
  path: string,
): Promise<SitemapData> {
  const { rows } = await db.query<{ path: string; lastmod: string }>(
    `select '/' || slug || '-' || id as path,
       to_char(coalesce(updated_date, publish_date) at time zone 'UTC', ${ISO}) as lastmod
     from content.articles where mandator = $1 and publish_date <= now()
     order by publish_date desc, id desc limit $2 offset $3`,
    [mandator.id, SITEMAP_PAGE_SIZE, pageOffset(page, SITEMAP_PAGE_SIZE)],
  );
  const counted = await db.query<{ n: number }>(
    'select count(*)::int as n from content.articles where mandator = $1 and publish_date <= now()',
    [mandator.id],
  );
  return sitemapDataSchema.parse({
    type: 'sitemap-data',
    mandator: mandator.id,
    entries: rows,
    pagination: buildPagination(page, SITEMAP_PAGE_SIZE, counted.rows[0]?.n ?? 0, path),
  });
}
