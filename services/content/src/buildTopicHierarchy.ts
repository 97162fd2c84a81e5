import { topicHierarchySchema, type TopicHierarchy } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { ContentPageError } from './contentPageError';
import { tagPath } from './tagPath';

/** Ancestors (root first) and direct children of a tag. */
export async function buildTopicHierarchy(db: DbTx, id: number, path: string): Promise<TopicHierarchy> {
  const { rows } = await db.query<{ id: number; label: string; depth: number }>(
    `with recursive up as (
       select id, parent_id, label, 0 as depth from content.tags where id = $1
       union all select t.id, t.parent_id, t.label, up.depth + 1 from content.tags t join up on t.id = up.parent_id)
     select id, label, depth from up order by depth desc`,
    [id],
  );
  const tag = rows.at(-1);
  if (!tag || tag.id !== id) throw new ContentPageError(404, 'page_not_found', path);
  const children = await db.query<{ id: number; label: string }>(
    'select id, label from content.tags where parent_id = $1 order by label, id',
    [id],
  );
  const ref = (t: { id: number; label: string }) => ({ id: t.id, label: t.label, path: tagPath(t.id) });
  return topicHierarchySchema.parse({
    type: 'topic-hierarchy',
    tag: ref(tag),
    ancestors: rows.slice(0, -1).map(ref),
    children: children.rows.map(ref),
  });
}
