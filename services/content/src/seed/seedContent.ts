import type { Db, DbTx } from '@news/db/createDb';
import { slugify } from '../slugify';
import { insertArticles, type ArticleInsert } from './insertArticles';
import { seedArticles } from './seedArticles';
import { seedAuthors } from './seedAuthors';
import { seedMandators } from './seedMandators';
import { seedRegions } from './seedRegions';
import { seedTags } from './seedTags';
import type { SeedArticle, SeedMandator } from './seedTypes';

export type SeedContentResult = { seeded: boolean; articles: number };

/**
 * Fills the content schema with the hand-written seed data (mandators, menus, channels, tag and region trees,
 * authors, articles). Runs only when no mandator exists yet, inside one transaction guarded by an advisory lock,
 * so calling it repeatedly or from two processes at once never duplicates anything.
 * Publish dates are relative to `now` (default: the current time).
 */
export async function seedContent(db: Db, opts: { now?: Date } = {}): Promise<SeedContentResult> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['content.seed']);
    const existing = await tx.query('select 1 from content.mandators limit 1');
    if (existing.rows.length > 0) return { seeded: false, articles: 0 };

    await insertTree(tx, 'tags', 'label', seedTags);
    await insertTree(tx, 'regions', 'name', seedRegions);
    await tx.query(
      `insert into content.authors (id, prename, surname, shortname, url_path)
       select id, prename, surname, shortname, url_path
       from jsonb_to_recordset($1::jsonb) as r(id integer, prename text, surname text, shortname text, url_path text)`,
      [
        JSON.stringify(
          seedAuthors.map((a) => ({
            ...a,
            shortname: a.shortname ?? null,
            url_path: `/autor/${slugify(`${a.prename} ${a.surname}`)}-${a.id}`,
          })),
        ),
      ],
    );

    let articles = 0;
    for (const mandator of seedMandators) {
      const channelIds = await insertMandator(tx, mandator);
      const rows = (seedArticles[mandator.id] ?? []).map((a) =>
        toArticleInsert(mandator.id, a, channelIds, now),
      );
      articles += await insertArticles(tx, rows);
    }
    return { seeded: true, articles };
  });
}

async function insertTree(
  tx: DbTx,
  table: 'tags' | 'regions',
  labelColumn: 'label' | 'name',
  nodes: { id: number; parentId: number | null; label: string }[],
): Promise<void> {
  // Parents precede their children in the seed lists, and the foreign key is checked per statement.
  await tx.query(
    `insert into content.${table} (id, parent_id, ${labelColumn})
     select id, parent_id, label from jsonb_to_recordset($1::jsonb) as r(id integer, parent_id integer, label text)`,
    [JSON.stringify(nodes.map((n) => ({ id: n.id, parent_id: n.parentId, label: n.label })))],
  );
}

async function insertMandator(tx: DbTx, mandator: SeedMandator): Promise<Map<string, number>> {
  await tx.query(
    'insert into content.mandators (id, name, description, home_title) values ($1, $2, $3, $4)',
    [mandator.id, mandator.name, mandator.description, mandator.homeTitle],
  );
  const menuRows = Object.entries(mandator.menus).flatMap(([handle, items]) =>
    items.map((item, position) => ({ handle, position, label: item.label, path: item.path })),
  );
  await tx.query(
    `insert into content.menu_items (mandator, handle, position, label, path)
     select $1, handle, position, label, path
     from jsonb_to_recordset($2::jsonb) as r(handle text, position integer, label text, path text)`,
    [mandator.id, JSON.stringify(menuRows)],
  );
  const channels = await tx.query<{ id: number; path: string }>(
    `insert into content.channels (mandator, path, title, is_main, position)
     select $1, path, title, is_main, position
     from jsonb_to_recordset($2::jsonb) as r(path text, title text, is_main boolean, position integer)
     returning id, path`,
    [
      mandator.id,
      JSON.stringify(
        mandator.channels.map((c, position) => ({
          path: c.path,
          title: c.title,
          is_main: c.isMain,
          position,
        })),
      ),
    ],
  );
  return new Map(channels.rows.map((c) => [c.path, c.id]));
}

/** A seed article as an insert row, its publish date relative to `now`. */
export function toArticleInsert(
  mandator: string,
  a: SeedArticle,
  channelIds: Map<string, number>,
  now: Date,
): ArticleInsert {
  const channelId = channelIds.get(a.channel);
  if (channelId === undefined)
    throw new Error(`seed article "${a.title}": unknown channel ${mandator}/${a.channel}`);
  return {
    mandator,
    slug: a.slug ?? slugify(a.title),
    title: a.title,
    titlePrefix: a.titlePrefix,
    teaserText: a.teaser,
    lead: a.lead,
    body: a.body,
    contentRestriction: a.restriction ?? 'free',
    soldWithCredits: a.restriction === 'plus' && (a.soldWithCredits ?? true),
    isOpinion: a.opinion ?? false,
    isPodcast: a.podcast ?? false,
    isVideoArticle: a.video ?? false,
    badge: a.badge,
    maintag: a.maintag,
    channelId,
    regionId: a.region,
    publishDate: new Date(now.getTime() - Math.round(a.hoursAgo * 3_600_000)),
    authorIds: a.authors,
    tagIds: [...new Set([a.maintag, ...(a.tags ?? [])])],
  };
}
