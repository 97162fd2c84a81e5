import type { DbTx } from '@news/db/createDb';

/** The tag ids an article's access depends on: the given tags (main tag, tags) and every ancestor of them. */
export type TagAncestry = (tagIds: readonly number[]) => number[];

/**
 * The topic tree as a parent map in memory, loaded from content.tags on first use and again when older than
 * `maxAgeMs` (default 5 minutes; tags change rarely and only by editors). The tree has a few hundred nodes at most,
 * so expanding a teaser's tags costs a few map lookups instead of a recursive query per teaser.
 */
export function createTagTree(db: DbTx, opts: { maxAgeMs?: number } = {}): () => Promise<TagAncestry> {
  const maxAgeMs = opts.maxAgeMs ?? 5 * 60_000;
  let loaded: { at: number; ancestry: TagAncestry } | undefined;
  let pending: Promise<TagAncestry> | undefined;
  const load = () =>
    (pending ??= db
      .query<{ id: number; parent_id: number | null }>('select id, parent_id from content.tags')
      .then(({ rows }) => {
        const ancestry = ancestryOf(new Map(rows.map((r) => [r.id, r.parent_id])));
        loaded = { at: Date.now(), ancestry };
        return ancestry;
      })
      .finally(() => {
        pending = undefined;
      }));
  return async () => (loaded && Date.now() - loaded.at <= maxAgeMs ? loaded.ancestry : load());
}

/** Expands tag ids by their ancestors along `parents`: each tag followed by its ancestors, without duplicates. */
export function ancestryOf(parents: ReadonlyMap<number, number | null>): TagAncestry {
  return (tagIds) => {
    const out = new Set<number>();
    for (const id of tagIds) {
      // A cycle (which the schema does not prevent) ends at a tag already seen.
      for (let tag: number | null | undefined = id; tag != null && !out.has(tag); tag = parents.get(tag))
        out.add(tag);
    }
    return [...out];
  };
}
