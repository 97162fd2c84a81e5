import { topicsListSchema, type TopicsList } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';
import { tagPath } from './tagPath';

const BASE_LETTER: Record<string, string> = { Ä: 'A', Ö: 'O', Ü: 'U' };

/** All topics grouped A–Z by initial letter (Ä under A, …; other initials under '#'), sorted by label. */
export async function buildTopicsList(db: DbTx, mandator: MandatorRow): Promise<TopicsList> {
  const { rows } = await db.query<{ id: number; label: string; article_count: number }>(
    `select t.id, t.label, coalesce(c.n, 0)::int as article_count
     from content.tags t left join (
       select at.tag_id, count(*) as n
       from content.article_tags at join content.articles a on a.id = at.article_id
       where a.mandator = $1 and a.publish_date <= now() group by at.tag_id) c on c.tag_id = t.id`,
    [mandator.id],
  );
  const collator = new Intl.Collator('de');
  const sorted = [...rows].sort((a, b) => collator.compare(a.label, b.label) || a.id - b.id);
  const groups = new Map<string, TopicsList['groups'][number]['topics']>();
  for (const tag of sorted) {
    const first = tag.label.charAt(0).toUpperCase();
    const base = BASE_LETTER[first] ?? first;
    const letter = /^[A-Z]$/.test(base) ? base : '#';
    const group = groups.get(letter) ?? [];
    group.push({ id: tag.id, label: tag.label, path: tagPath(tag.id), articleCount: tag.article_count });
    groups.set(letter, group);
  }
  return topicsListSchema.parse({
    type: 'topics',
    groups: [...groups.entries()]
      .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
      .map(([letter, topics]) => ({ letter, topics })),
  });
}
