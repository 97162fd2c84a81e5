import type { ArticleTeaser, ContentRestriction, TeaserBadge } from '@news/contracts/content';
import type { DbTx } from '@news/db/createDb';
import { escapeHtml } from '@news/contracts/escapeHtml';
import { articleAuthorsJson } from './authorJson';
import { imageJson, toImage, type ImageJson } from './imageRow';

export type TeaserFilter =
  | { kind: 'latest' }
  /** Articles of a channel and its nested channels, e.g. 'lokales' also covers 'lokales/auenfeld'. */
  | { kind: 'channel'; path: string }
  | { kind: 'id'; id: number }
  /** Articles carrying any of these tags. */
  | { kind: 'tags'; ids: number[] }
  | { kind: 'author'; id: number }
  /** Articles with this maintag, except one (related articles). */
  | { kind: 'maintag'; id: number; excludeId: number }
  /**
   * Full-text search with the German configuration: 'websearch' takes a user query (quotes, OR, -word), 'all'
   * requires every term. Ordered by ts_rank_cd, then newest first.
   */
  | { kind: 'search'; mode: 'websearch' | 'all'; query: string };

type TeaserRow = {
  id: number;
  slug: string;
  title: string;
  title_prefix: string | null;
  teaser_text: string;
  is_opinion: boolean;
  is_podcast: boolean;
  is_video_article: boolean;
  content_restriction: ContentRestriction;
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
    a.content_restriction, a.maintag, a.badge,
    to_char(a.publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as publish_date,
    coalesce((select json_agg(t.tag_id order by t.position, t.tag_id)
              from content.article_tags t where t.article_id = a.id), '[]'::json) as tags,
    ${articleAuthorsJson('a')} as authors,
    (select ${imageJson('i')} from content.images i where i.id = a.image_id) as img`;

const NEWEST_FIRST = 'a.publish_date desc, a.id desc';

/** Published teasers of one mandator, newest first (search filters: best match first). */
export async function queryTeasers(
  db: DbTx,
  mandator: string,
  filter: TeaserFilter,
  limit: number,
): Promise<ArticleTeaser[]> {
  const { where, params, orderBy } = teaserWhere(mandator, filter);
  const { rows } = await db.query<TeaserRow>(
    `select ${TEASER_COLUMNS} from content.articles a where ${where} order by ${orderBy} limit $${params.length + 1}`,
    [...params, limit],
  );
  return rows.map(toArticleTeaser);
}

/** One page of teasers plus the total number of matching articles. */
export async function queryTeaserPage(
  db: DbTx,
  mandator: string,
  filter: TeaserFilter,
  range: { limit: number; offset: number },
): Promise<{ teasers: ArticleTeaser[]; total: number }> {
  const { where, params, orderBy } = teaserWhere(mandator, filter);
  const limitParam = params.length + 1;
  const { rows } = await db.query<TeaserRow>(
    `select ${TEASER_COLUMNS}, count(*) over ()::int as total
     from content.articles a where ${where} order by ${orderBy}
     limit $${limitParam} offset $${limitParam + 1}`,
    [...params, range.limit, range.offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last row the window count is unavailable: count separately.
    const counted = await db.query<{ total: number }>(
      `select count(*)::int as total from content.articles a where ${where}`,
      params,
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return { teasers: rows.map(toArticleTeaser), total };
}

function teaserWhere(
  mandator: string,
  filter: TeaserFilter,
): { where: string; params: unknown[]; orderBy: string } {
  const params: unknown[] = [mandator];
  let where = 'a.mandator = $1 and a.publish_date <= now()';
  let orderBy = NEWEST_FIRST;
  switch (filter.kind) {
    case 'latest':
      break;
    case 'channel':
      params.push(filter.path);
      where += ` and a.channel_id in (select c.id from content.channels c
                   where c.mandator = $1 and (c.path = $2 or c.path like $2 || '/%'))`;
      break;
    case 'id':
      params.push(filter.id);
      where += ' and a.id = $2';
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
    case 'maintag':
      params.push(filter.id, filter.excludeId);
      where += ' and a.maintag = $2 and a.id <> $3';
      break;
    case 'search': {
      params.push(filter.query);
      const query =
        filter.mode === 'websearch' ? "websearch_to_tsquery('german', $2)" : "plainto_tsquery('german', $2)";
      where += ` and a.search @@ ${query}`;
      orderBy = `ts_rank_cd(a.search, ${query}) desc, ${NEWEST_FIRST}`;
      break;
    }
  }
  return { where, params, orderBy };
}

function toArticleTeaser(row: TeaserRow): ArticleTeaser {
  return {
    documentId: row.id,
    ...(row.title_prefix ? { titlePrefix: row.title_prefix } : {}),
    title: row.title,
    targetPathOrUrl: `/${row.slug}-${row.id}`,
    teaserTextHtml: `<p>${escapeHtml(row.teaser_text)}</p>`,
    isSoldContent: false,
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
