import { homePageSchema, type HomePage, type TeaserSection } from '@news/contracts/content';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';
import { queryTeasers } from './queryTeasers';

export const TOP_TEASER_COUNT = 7;
export const CHANNEL_TEASER_COUNT = 4;

/**
 * The home page: "Top-Themen" with the newest articles (the mix of all ressorts, each teaser naming its ressort),
 * then one section per main channel.
 */
export async function buildHomePage(db: DbTx, mandator: MandatorRow): Promise<HomePage> {
  const latest = await queryTeasers(db, mandator.id, { kind: 'latest' }, TOP_TEASER_COUNT);
  const ressorts = await db.query<{ id: number; title: string }>(
    `select a.id, c.title from content.articles a join content.channels c on c.id = a.channel_id
      where a.id = any($1::int[])`,
    [latest.map((t) => t.documentId)],
  );
  const ressortOf = new Map(ressorts.rows.map((r) => [r.id, r.title]));
  const top = latest.map((t) => {
    const ressort = ressortOf.get(t.documentId);
    return ressort ? { ...t, ressort } : t;
  });
  const channels = await db.query<{ path: string; title: string }>(
    'select path, title from content.channels where mandator = $1 and is_main order by position, id',
    [mandator.id],
  );
  const sections: TeaserSection[] = top.length > 0 ? [{ title: 'Top-Themen', teasers: top }] : [];
  for (const channel of channels.rows) {
    const teasers = await queryTeasers(
      db,
      mandator.id,
      { kind: 'channel', path: channel.path },
      CHANNEL_TEASER_COUNT,
    );
    if (teasers.length > 0)
      sections.push({ title: channel.title, targetPathOrUrl: `/${channel.path}`, teasers });
  }
  return homePageSchema.parse({
    type: 'home',
    title: mandator.homeTitle,
    description: mandator.description,
    sections,
  });
}
