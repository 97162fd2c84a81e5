import type { ContentRestriction, TeaserBadge } from '@news/contracts/content';
import type { DbTx } from '@news/db/createDb';
import type { ArticleBodyItem } from '../articleBodyItem';

/** One article ready for insertion (channel, tags, authors and region already resolved to ids). */
export type ArticleInsert = {
  /** Explicit id (bulk generators use fixed id ranges); default: the next identity value. */
  id?: number;
  mandator: string;
  slug: string;
  title: string;
  titlePrefix?: string;
  teaserText: string;
  lead: string;
  body: ArticleBodyItem[];
  contentRestriction: ContentRestriction;
  /** isSoldContent: wallet readers can unlock it with a coin (plus articles only). */
  soldWithCredits: boolean;
  isOpinion: boolean;
  isPodcast: boolean;
  isVideoArticle: boolean;
  badge?: TeaserBadge;
  maintag: number;
  channelId: number;
  regionId?: number;
  publishDate: Date;
  authorIds: number[];
  tagIds: number[];
  /** content.images id of the teaser/header image. */
  imageId?: number;
};

/**
 * Inserts articles with their authors and tags in batches (one statement per table and chunk, rows passed as a
 * single jsonb parameter), so that it also serves bulk generators. Articles whose (mandator, slug) already exists
 * are skipped. Returns the number of newly inserted articles.
 */
export async function insertArticles(tx: DbTx, articles: ArticleInsert[], chunkSize = 500): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < articles.length; start += chunkSize) {
    const chunk = articles.slice(start, start + chunkSize);
    const rows = chunk.map((a) => ({
      id: a.id ?? null,
      mandator: a.mandator,
      slug: a.slug,
      title: a.title,
      title_prefix: a.titlePrefix ?? null,
      teaser_text: a.teaserText,
      lead: a.lead,
      body: a.body,
      content_restriction: a.contentRestriction,
      sold_with_credits: a.soldWithCredits,
      is_opinion: a.isOpinion,
      is_podcast: a.isPodcast,
      is_video_article: a.isVideoArticle,
      badge: a.badge ?? null,
      maintag: a.maintag,
      channel_id: a.channelId,
      region_id: a.regionId ?? null,
      publish_date: a.publishDate.toISOString(),
      image_id: a.imageId ?? null,
    }));
    const result = await tx.query<{ id: number }>(
      `insert into content.articles (id, mandator, slug, title, title_prefix, teaser_text, lead, body,
         content_restriction, sold_with_credits, is_opinion, is_podcast, is_video_article, badge, maintag, channel_id,
         region_id, publish_date, image_id)
       select coalesce(id, nextval(pg_get_serial_sequence('content.articles', 'id'))), mandator, slug, title,
         title_prefix, teaser_text, lead, body, content_restriction, sold_with_credits, is_opinion, is_podcast,
         is_video_article, badge, maintag, channel_id, region_id, publish_date, image_id
       from jsonb_to_recordset($1::jsonb) as r(id integer, mandator text, slug text, title text, title_prefix text,
         teaser_text text, lead text, body jsonb, content_restriction text, sold_with_credits boolean,
         is_opinion boolean, is_podcast boolean,
         is_video_article boolean, badge text, maintag integer, channel_id integer, region_id integer,
         publish_date timestamptz, image_id integer)
       on conflict (mandator, slug) do nothing
       returning id`,
      [JSON.stringify(rows)],
    );
    inserted += result.rows.length;

    const links = (kind: 'authorIds' | 'tagIds') =>
      JSON.stringify(
        chunk.flatMap((a) =>
          a[kind].map((ref, position) => ({ mandator: a.mandator, slug: a.slug, ref, position })),
        ),
      );
    await tx.query(
      `insert into content.article_authors (article_id, author_id, position)
       select a.id, r.ref, r.position
       from jsonb_to_recordset($1::jsonb) as r(mandator text, slug text, ref integer, position integer)
       join content.articles a on a.mandator = r.mandator and a.slug = r.slug
       on conflict do nothing`,
      [links('authorIds')],
    );
    await tx.query(
      `insert into content.article_tags (article_id, tag_id, position)
       select a.id, r.ref, r.position
       from jsonb_to_recordset($1::jsonb) as r(mandator text, slug text, ref integer, position integer)
       join content.articles a on a.mandator = r.mandator and a.slug = r.slug
       on conflict do nothing`,
      [links('tagIds')],
    );
  }
  return inserted;
}
