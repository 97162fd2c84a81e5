import { siteMetadataSchema, type SiteMetadata, type SiteMenuHandle } from '@news/contracts/site';
import type { DbTx } from '@news/db/createDb';
import type { MandatorRow } from './loadMandator';

/**
 * Site metadata ("sites"): brand name, menus (the main menu lists the main channels) and the breaking news: the
 * newest published article with the badge Eilmeldung, until the newsroom takes the badge off.
 */
export async function buildSiteMetadata(db: DbTx, mandator: MandatorRow): Promise<SiteMetadata> {
  const channels = await db.query<{ path: string; title: string }>(
    'select path, title from content.channels where mandator = $1 and is_main order by position, id',
    [mandator.id],
  );
  const items = await db.query<{ handle: SiteMenuHandle; label: string; path: string }>(
    'select handle, label, path from content.menu_items where mandator = $1 order by handle, position',
    [mandator.id],
  );
  const breaking = await db.query<{ id: number; title: string; slug: string }>(
    `select id, title, slug from content.articles
      where mandator = $1 and badge = 'Eilmeldung' and publish_date <= now()
      order by publish_date desc, id desc limit 1`,
    [mandator.id],
  );
  const breakingRow = breaking.rows[0];
  const menu = (handle: SiteMenuHandle) =>
    items.rows.filter((i) => i.handle === handle).map((i) => ({ label: i.label, path: i.path }));
  return siteMetadataSchema.parse({
    mandator: mandator.id,
    name: mandator.name,
    menuHandles: {
      main: channels.rows.map((c) => ({ label: c.title, path: `/${c.path}` })),
      legal: menu('legal'),
      socialNetworks: menu('socialNetworks'),
      siteServices: menu('siteServices'),
      hotTopics: menu('hotTopics'),
      treeServices: menu('treeServices'),
      userSupport: menu('userSupport'),
      utilityBar: menu('utilityBar'),
    },
    breakingNews: breakingRow
      ? { id: breakingRow.id, title: breakingRow.title, path: `/${breakingRow.slug}-${breakingRow.id}` }
      : null,
  });
}
