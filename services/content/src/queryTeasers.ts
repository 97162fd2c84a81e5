import type { ArticleTeaser, ContentRestriction, TeaserBadge } from '@news/contracts/content';
import type { DbTx } from '@news/db/createDb';
import { CONTENT_PAGE_SIZE, MAX_CONTENT_PAGE } from '@news/contracts/contentPages';
import { escapeHtml } from '@news/contracts/escapeHtml';
import { articleAuthorsJson } from './authorJson';
import { imageJson, toImage, type ImageJson } from './imageRow';

export type TeaserFilter =
  | { kind: 'latest' }
  /** Articles of a channel and its nested channels, e.g. 'lokales' also covers 'lokales/auenfeld'. */
  | { kind: 'channel'; path: string }
  | { kind: 'id'; id: number }
  /** These articles (as many as are published), in any order. */
  | { kind: 'ids'; ids: number[] }
  /** Articles carrying any of these tags. */
  | { kind: 'tags'; ids: number[] }
  | { kind: 'author'; id: number }
  /**
   * Full-text search with the German configuration: 'websearch' takes a user query (quotes, OR, -word), 'all'
   * requires every term. queryTeaserPage ranks the newest matches by ts_rank_cd, newer first among equals.
   */
  | { kind: 'search'; mode: 'websearch' | 'all'; query: string };

export type TeaserRow = {
  id: number;
  slug: string;
  title: string;
  title_prefix: string | null;
  teaser_text: string;
  is_opinion: boolean;
  is_podcast: boolean;
  is_video_article: boolean;
  content_restriction: ContentRestriction;
  sold_with_credits: boolean;
  maintag: number;
  badge: TeaserBadge | null;
  publish_date: string;
  tags: number[];
  authors: { id: number; prename: string; surname: string; shortname: string | null; urlPath: string }[];
  img: ImageJson | null;
  total?: number;
};

// Teasers never select the article body: plus content must not leak through teaser endpoints.
const TEASER_COLUMNS = `
  a.id, a.slug, a.title, a.title_prefix, a.teaser_text, a.is_opinion, a.is_podcast, a.is_video_article,
    a.content_restriction, a.sold_with_credits, a.maintag, a.badge,
    to_char(a.publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as publish_date,
    coalesce((select json_agg(t.tag_id order by t.position, t.tag_id)
              from content.article_tags t where t.article_id = a.id), '[]'::json) as tags,
    ${articleAuthorsJson('a')} as authors,
    (select ${imageJson('i')} from content.images i where i.id = a.image_id) as img`;

const NEWEST_FIRST = 'a.publish_date desc, a.id desc';

/**
 * SQL expression: up to `limit` published teasers of the articles aliased `a` that match `where` (which may refer to
 * the enclosing query), newest first, as a json array of TeaserRow (toArticleTeaser turns each into a teaser). For
 * teasers that come in the same round trip as the page that shows them.
 */
export function teaserRowsJson(where: string, limit: number): string {
  return `coalesce((select json_agg(t) from (select ${TEASER_COLUMNS} from content.articles a
    where a.publish_date <= now() and ${where} order by ${NEWEST_FIRST} limit ${limit}) t), '[]'::json)`;
}

/** Published teasers of one mandator, newest first. */
export async function queryTeasers(
  db: DbTx,
  mandator: string,
  filter: TeaserFilter,
  limit: number,
): Promise<ArticleTeaser[]> {
  const { where, params } = teaserWhere(mandator, filter);
  const { rows } = await db.query<TeaserRow>(
    `select ${TEASER_COLUMNS} from content.articles a where ${where} order by ${NEWEST_FIRST} limit $${params.length + 1}`,
    [...params, limit],
  );
  return rows.map(toArticleTeaser);
}

/** Search ranks only the newest matches: this many are shown at most ("Mehr als 200 Treffer" beyond). */
export const SEARCH_CANDIDATES = 200;
/** Lists count their entries up to the last page that can be asked for (MAX_CONTENT_PAGE). */
const LIST_COUNT_CAP = MAX_CONTENT_PAGE * CONTENT_PAGE_SIZE;

export type TeaserPage = {
  teasers: ArticleTeaser[];
  /** Matching articles, at most the cap of the filter (search: SEARCH_CANDIDATES). */
  total: number;
  /** More articles match than `total` says. */
  totalCapped: boolean;
};

/**
 * One page of teasers plus the number of matching articles, counted only up to a cap so that no request walks
 * every match: lists read their page along an index in ORDER BY order (LIMIT/OFFSET) and count separately.
 * A search takes the newest SEARCH_CANDIDATES + 1 matches (GIN index on the stored tsvector, or the
 * newest-first index for frequent words), ranks just these by ts_rank_cd and pages through the best
 * SEARCH_CANDIDATES; only the rows of the page are joined to their articles. Its count comes with the page.
 */
export async function queryTeaserPage(
  db: DbTx,
  mandator: string,
  filter: TeaserFilter,
  range: { limit: number; offset: number },
): Promise<TeaserPage> {
  const { where, params } = teaserWhere(mandator, filter);
  const cap = filter.kind === 'search' ? SEARCH_CANDIDATES : LIST_COUNT_CAP;
  const countQuery = () =>
    db.query<{ total: number }>(
      `select count(*)::int as total from (select 1 from content.articles a where ${where} limit ${cap + 1}) m`,
      params,
    );
  const limitParam = params.length + 1;
  let rows: TeaserRow[];
  let counted: number | undefined;
  if (filter.kind === 'search') {
    const query = tsQuery(filter.mode);
    const result = await db.query<TeaserRow & { total: number }>(
      `with candidates as materialized (
         select a.id, a.publish_date, ts_rank_cd(a.search, ${query}) as rank
         from content.articles a where ${where} order by ${NEWEST_FIRST} limit ${cap + 1}),
       page as materialized (
         select c.id, c.publish_date, c.rank from candidates c
         order by c.rank desc, c.publish_date desc, c.id desc
         limit $${limitParam} offset $${limitParam + 1})
       select ${TEASER_COLUMNS}, (select count(*) from candidates)::int as total
       from page c join content.articles a on a.id = c.id
       order by c.rank desc, c.publish_date desc, c.id desc`,
      [...params, range.limit, Math.min(range.offset, cap)],
    );
    rows = result.rows;
    counted = result.rows[0]?.total;
  } else {
    const [page, count] = await Promise.all([
      db.query<TeaserRow>(
        `select ${TEASER_COLUMNS} from content.articles a where ${where} order by ${NEWEST_FIRST}
         limit $${limitParam} offset $${limitParam + 1}`,
        [...params, range.limit, range.offset],
      ),
      countQuery(),
    ]);
    rows = page.rows;
    counted = count.rows[0]?.total;
  }
  // Past the last row of a search the count did not come with the page.
  counted ??= (await countQuery()).rows[0]?.total ?? 0;
  return {
    teasers: rows.slice(0, Math.max(0, cap - range.offset)).map(toArticleTeaser),
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
  };
}

const tsQuery = (mode: 'websearch' | 'all') =>
  mode === 'websearch' ? "websearch_to_tsquery('german', $2)" : "plainto_tsquery('german', $2)";

function teaserWhere(mandator: string, filter: TeaserFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [mandator];
  let where = 'a.mandator = $1 and a.publish_date <= now()';
  switch (filter.kind) {
    case 'latest':
      break;
    case 'channel':
      params.push(filter.path);
      // A semi-join: the count walks the channel index per channel (index-only, see migration 005).
      where += ` and a.channel_id in (select c.id from content.channels c
                   where c.mandator = $1 and (c.path = $2 or c.path like $2 || '/%'))`;
      break;
    case 'id':
      params.push(filter.id);
      where += ' and a.id = $2';
      break;
    case 'ids':
      params.push(filter.ids);
      where += ' and a.id = any($2::int[])';
      break;
    case 'tags':
      params.push(filter.ids);
      where +=
        ' and a.id in (select t.article_id from content.article_tags t where t.tag_id = any($2::int[]))';
      break;
    case 'author':
      params.push(filter.id);
      where += ' and a.id in (select aa.article_id from content.article_authors aa where aa.author_id = $2)';
      break;
    case 'search':
      params.push(filter.query);
      where += ` and a.search @@ ${tsQuery(filter.mode)}`;
      break;
  }
  return { where, params };
}

export function toArticleTeaser(row: TeaserRow): ArticleTeaser {
  return {
    documentId: row.id,
    ...(row.title_prefix ? { titlePrefix: row.title_prefix } : {}),
    title: row.title,
    targetPathOrUrl: `/${row.slug}-${row.id}`,
    teaserTextHtml: `<p>${escapeHtml(row.teaser_text)}</p>`,
    isSoldContent: row.sold_with_credits,
    isOpinion: row.is_opinion,
    isPodcast: row.is_podcast,
    isVideoArticle: row.is_video_article,
    contentRestriction: row.content_restriction,
    tags: [...row.tags],
    maintag: row.maintag,
    authors: row.authors.map((a) => ({
      id: a.id,
      prename: a.prename,
      surname: a.surname,
      ...(a.shortname ? { shortname: a.shortname } : {}),
      urlPath: a.urlPath,
    })),
    ...(row.img ? { img: toImage(row.img) } : {}),
    ...(row.badge ? { badge: row.badge } : {}),
    publishDate: row.publish_date,
  };
}
