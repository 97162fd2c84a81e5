import { homePageSchema, type HomePage, type TeaserSection } from '@news/contracts/content';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';
import { queryTeasers } from './queryTeasers';

export const TOP_TEASER_COUNT = 7;
export const CHANNEL_TEASER_COUNT = 4;

/** The home page: "Top-Themen" with the newest articles, then one section per main channel. */
export async function buildHomePage(db: DbTx, mandator: MandatorRow): Promise<HomePage> {
  const top = await queryTeasers(db, mandator.id, { kind: 'latest' }, TOP_TEASER_COUNT);
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
