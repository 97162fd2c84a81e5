import { CONTENT_PAGE_SIZE, topicPageSchema, type TopicPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { buildPagination, pageOffset } from './buildPagination';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';
import { queryTeaserPage } from './queryTeasers';
import { tagPath } from './tagPath';

/** Topic page: the tag, its parent and the paginated articles of the tag and all its descendants. */
export async function buildTopicPage(
  db: DbTx,
  mandator: MandatorRow,
  id: number,
  page: number,
  path: string,
): Promise<TopicPage> {
  const { rows } = await db.query<{
    id: number;
    label: string;
    description: string | null;
    parent_id: number | null;
    parent_label: string | null;
    subtree: number[];
  }>(
    `with recursive subtree as (
       select id from content.tags where id = $1
       union all select c.id from content.tags c join subtree s on c.parent_id = s.id)
     select t.id, t.label, t.description, t.parent_id, p.label as parent_label,
       (select array_agg(id order by id) from subtree) as subtree
     from content.tags t left join content.tags p on p.id = t.parent_id where t.id = $1`,
    [id],
  );
  const tag = rows[0];
  if (!tag) throw new ContentPageError(404, 'page_not_found', path);
  const { teasers, total } = await queryTeaserPage(
    db,
    mandator.id,
    { kind: 'tags', ids: tag.subtree },
    { limit: CONTENT_PAGE_SIZE, offset: pageOffset(page, CONTENT_PAGE_SIZE) },
  );
  return topicPageSchema.parse({
    type: 'topic',
    id: tag.id,
    label: tag.label,
    description: tag.description ?? `Nachrichten, Hintergründe und Kommentare zum Thema ${tag.label}.`,
    path: tagPath(tag.id),
    ...(tag.parent_id !== null && tag.parent_label
      ? { parent: { id: tag.parent_id, label: tag.parent_label, path: tagPath(tag.parent_id) } }
      : {}),
    teasers,
    pagination: buildPagination(page, CONTENT_PAGE_SIZE, total, path),
  });
}
