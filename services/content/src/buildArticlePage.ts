import type { Author, ContentRestriction, Image, TeaserBadge } from '@news/contracts/content';
import { articlePageSchema, type ArticleAnalytics, type ArticlePage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { articleAuthorsJson } from './authorJson';
import { ContentPageError } from './contentPageError';
import { imageJson, toImage, type ImageJson } from './imageRow';
import type { MandatorRow } from './loadMandator';
import { teaserRowsJson, toArticleTeaser, type TeaserRow } from './queryTeasers';
import { tagPath } from './tagPath';
import { toContentItems } from './toContentItems';
import { truncateDescription } from '@news/contracts/truncateDescription';

export const RELATED_ARTICLE_COUNT = 4;

type ArticleRow = {
  id: number;
  slug: string;
  title: string;
  title_prefix: string | null;
  teaser_text: string;
  lead: string;
  content_restriction: ContentRestriction;
  sold_with_credits: boolean;
  is_opinion: boolean;
  is_podcast: boolean;
  is_video_article: boolean;
  header_video_src: string | null;
  header_video_captions: string | null;
  badge: TeaserBadge | null;
  publish_date: string;
  updated_date: string | null;
  body: unknown;
  word_count: number;
  channel_path: string;
  channel_title: string;
  maintag: number;
  maintag_label: string;
  tags: { id: number; label: string }[];
  authors: { id: number; prename: string; surname: string; shortname: string | null; urlPath: string }[];
  img: ImageJson | null;
  gallery: ImageJson[] | null;
  related: TeaserRow[];
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The header video of a video article: the lead image as poster, and the video file where one exists. */
function headerVideo(row: ArticleRow, poster: Image): NonNullable<ArticlePage['headerVideo']> {
  const src = row.header_video_src;
  return {
    poster,
    caption: `Video: ${row.title}`,
    ...(src && row.header_video_captions
      ? {
          source: {
            src,
            type: src.endsWith('.mp4') ? ('video/mp4' as const) : ('video/webm' as const),
            captions: row.header_video_captions,
          },
        }
      : {}),
  };
}
/**
 * The article page, with its related articles (newest of the same maintag), in one query. The body leaves the
 * database only when the article is free or the caller is `entitled`: for an unentitled plus article the query
 * itself returns an empty body, so no paid text can reach the response (teasers never carry a body).
 */
export async function buildArticlePage(
  db: DbTx,
  mandator: MandatorRow,
  id: number,
  entitled: boolean,
  path: string,
): Promise<ArticlePage> {
  const { rows } = await db.query<ArticleRow>(
    `with art as (select a.id, a.slug, a.title, a.title_prefix, a.teaser_text, a.lead, a.content_restriction,
       a.sold_with_credits, a.is_opinion,
       a.is_podcast, a.is_video_article, a.header_video_src, a.header_video_captions, a.badge, a.maintag,
       to_char(a.publish_date at time zone 'UTC', ${ISO}) as publish_date,
       to_char(a.updated_date at time zone 'UTC', ${ISO}) as updated_date,
       case when a.content_restriction = 'free' or $3::boolean then a.body else '[]'::jsonb end as body,
       a.word_count,
       c.path as channel_path, c.title as channel_title, mt.label as maintag_label,
       coalesce((select json_agg(json_build_object('id', t.id, 'label', t.label) order by at.position, t.id)
                 from content.article_tags at join content.tags t on t.id = at.tag_id
                 where at.article_id = a.id), '[]'::json) as tags,
       ${articleAuthorsJson('a')} as authors,
       (select ${imageJson('i')} from content.images i where i.id = a.image_id) as img,
       (select json_agg(${imageJson('gi')} order by g.position)
          from content.article_gallery_images g join content.images gi on gi.id = g.image_id
          where g.article_id = a.id) as gallery
     from content.articles a
     join content.channels c on c.id = a.channel_id
     join content.tags mt on mt.id = a.maintag
     where a.mandator = $1 and a.id = $2 and a.publish_date <= now())
     select art.*, ${teaserRowsJson(
       `a.mandator = $1 and a.maintag = art.maintag and a.id <> art.id`,
       RELATED_ARTICLE_COUNT,
     )} as related
     from art`,
    [mandator.id, id, entitled],
    { prepared: true },
  );
  const row = rows[0];
  if (!row) throw new ContentPageError(404, 'page_not_found', path);

  const isPaywalled = row.content_restriction === 'plus' && !entitled;
  const img = row.img ? toImage(row.img) : undefined;
  const analytics: ArticleAnalytics = {
    contentId: row.id,
    ressort: row.channel_path.split('/')[0] ?? row.channel_path,
    contentType: row.is_video_article
      ? 'video'
      : row.is_podcast
        ? 'podcast'
        : row.is_opinion
          ? 'opinion'
          : 'article',
    contentRestriction: row.content_restriction,
    pageType: 'Artikelseite',
    wordCount: row.word_count,
  };
  const authors: Author[] = row.authors.map((a) => ({
    id: a.id,
    prename: a.prename,
    surname: a.surname,
    ...(a.shortname ? { shortname: a.shortname } : {}),
    urlPath: a.urlPath,
  }));

  return articlePageSchema.parse({
    type: 'article',
    id: row.id,
    title: row.title,
    ...(row.title_prefix ? { titlePrefix: row.title_prefix } : {}),
    lead: row.lead,
    teaserText: row.teaser_text,
    publishDate: row.publish_date,
    ...(row.updated_date ? { updatedDate: row.updated_date } : {}),
    authors,
    maintag: { id: row.maintag, label: row.maintag_label, path: tagPath(row.maintag) },
    tags: row.tags.map((t) => ({ id: t.id, label: t.label, path: tagPath(t.id) })),
    channel: { label: row.channel_title, path: `/${row.channel_path}` },
    contentRestriction: row.content_restriction,
    isPaywalled,
    isSoldContent: row.sold_with_credits,
    isOpinion: row.is_opinion,
    isPodcast: row.is_podcast,
    isVideoArticle: row.is_video_article,
    ...(row.badge ? { badge: row.badge } : {}),
    ...(img ? { img } : {}),
    ...(row.is_video_article && img ? { headerVideo: headerVideo(row, img) } : {}),
    ...(row.gallery && row.gallery.length > 0 ? { galleryHeader: row.gallery.map(toImage) } : {}),
    contentItems: isPaywalled ? [] : toContentItems(row.body),
    relatedArticles: { topicName: row.maintag_label, teasers: row.related.map(toArticleTeaser) },
    analytics,
    canonicalPath: `/${row.slug}-${row.id}`,
    seo: {
      title: `${row.title} | ${mandator.name}`,
      description: truncateDescription(row.teaser_text),
    },
  });
}
