import {
  NEWS_SITEMAP_HOURS,
  newsSitemapDataSchema,
  type NewsSitemapData,
} from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
/** Google News sitemaps list at most 1000 articles. */
const NEWS_SITEMAP_LIMIT = 1000;

/** Articles published in the last NEWS_SITEMAP_HOURS, newest first. */
export async function buildNewsSitemapData(db: DbTx, mandator: MandatorRow): Promise<NewsSitemapData> {
  const { rows } = await db.query<{ path: string; title: string; publishDate: string }>(
    `select '/' || slug || '-' || id as path, title,
       to_char(publish_date at time zone 'UTC', ${ISO}) as "publishDate"
     from content.articles
     where mandator = $1 and publish_date <= now() and publish_date > now() - make_interval(hours => $2)
     order by publish_date desc, id desc limit $3`,
    [mandator.id, NEWS_SITEMAP_HOURS, NEWS_SITEMAP_LIMIT],
  );
  return newsSitemapDataSchema.parse({
    type: 'news-sitemap-data',
    publication: { name: mandator.name, language: 'de' },
    entries: rows,
  });
}
