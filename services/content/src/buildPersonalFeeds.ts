import { personalFeedsSchema, type FeedTreeNode, type PersonalFeeds } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';
import { tagPath } from './tagPath';

type NodeRow = { id: number; parent_id: number | null; label: string };

/**
 * The bookmarkable region tree (regions of the brand) or topic tree. A topic targets its topic page; a region the
 * local channel of the same name, else the target of its parent, else '/lokales'.
 */
export async function buildPersonalFeeds(
  db: DbTx,
  mandator: MandatorRow,
  kind: 'regions' | 'topics',
): Promise<PersonalFeeds> {
  if (kind === 'topics') {
    const { rows } = await db.query<NodeRow>('select id, parent_id, label from content.tags order by id');
    return personalFeedsSchema.parse({
      type: 'personal-feeds',
      kind,
      items: buildTree(rows, (node) => tagPath(node.id)),
    });
  }
  const { rows } = await db.query<NodeRow>(
    `select id, parent_id, name as label from content.regions
     where mandator = $1 or mandator is null order by id`,
    [mandator.id],
  );
  const channels = await db.query<{ path: string; title: string }>(
    `select path, title from content.channels where mandator = $1 and path like 'lokales/%' order by position, id`,
    [mandator.id],
  );
  const channelByTitle = new Map(channels.rows.map((c) => [c.title, `/${c.path}`]));
  return personalFeedsSchema.parse({
    type: 'personal-feeds',
    kind,
    items: buildTree(
      rows,
      (node, parentTarget) => channelByTitle.get(node.label) ?? parentTarget ?? '/lokales',
    ),
  });
}

function buildTree(
  rows: NodeRow[],
  target: (node: NodeRow, parentTarget: string | undefined) => string,
): FeedTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number | null, NodeRow[]>();
  for (const row of rows) {
    // A node whose parent is not visible becomes a root.
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const collator = new Intl.Collator('de');
  const build = (parent: number | null, parentTarget: string | undefined): FeedTreeNode[] =>
    [...(byParent.get(parent) ?? [])]
      .sort((a, b) => (parent === null ? a.id - b.id : collator.compare(a.label, b.label)))
      .map((node) => {
        const nodeTarget = target(node, parentTarget);
        return { id: node.id, label: node.label, target: nodeTarget, children: build(node.id, nodeTarget) };
      });
  return build(null, undefined);
}
