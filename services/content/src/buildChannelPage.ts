import { CONTENT_PAGE_SIZE, channelPageSchema, type ChannelPage } from '@news/contracts/contentPages';
import type { DbTx } from '@news/db/createDb';
import { buildPagination, pageOffset } from './buildPagination';
import { ContentPageError } from './contentPageError';
import type { MandatorRow } from './loadMandator';
import { queryTeaserPage } from './queryTeasers';

const CHANNEL_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Channel page for 'sport' or 'lokales/rheinau-stadt': breadcrumb, sub-channels and paginated teasers. */
export async function buildChannelPage(
  db: DbTx,
  mandator: MandatorRow,
  channelPath: string,
  page: number,
): Promise<ChannelPage> {
  const errorPath = `channel/${channelPath}`;
  if (!CHANNEL_PATH.test(channelPath)) throw new ContentPageError(404, 'page_not_found', errorPath);
  const segments = channelPath.split('/');
  const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
  const { rows: chain } = await db.query<{ path: string; title: string; description: string | null }>(
    'select path, title, description from content.channels where mandator = $1 and path = any($2::text[])',
    [mandator.id, prefixes],
  );
  const channel = chain.find((c) => c.path === channelPath);
  if (!channel) throw new ContentPageError(404, 'page_not_found', errorPath);

  const { rows: children } = await db.query<{ path: string; title: string }>(
    `select path, title from content.channels
     where mandator = $1 and path like $2 || '/%' and path not like $2 || '/%/%' order by position, id`,
    [mandator.id, channelPath],
  );
  const { teasers, total } = await queryTeaserPage(
    db,
    mandator.id,
    { kind: 'channel', path: channelPath },
    { limit: CONTENT_PAGE_SIZE, offset: pageOffset(page, CONTENT_PAGE_SIZE) },
  );
  const pagination = buildPagination(page, CONTENT_PAGE_SIZE, total, errorPath);
  const byPath = new Map(chain.map((c) => [c.path, c]));
  return channelPageSchema.parse({
    type: 'channel',
    path: `/${channel.path}`,
    title: channel.title,
    description: channel.description ?? `Aktuelle Nachrichten und Hintergründe: ${channel.title}.`,
    breadcrumb: prefixes.flatMap((p) => {
      const c = byPath.get(p);
      return c ? [{ label: c.title, path: `/${c.path}` }] : [];
    }),
    subChannels: children.map((c) => ({ label: c.title, path: `/${c.path}` })),
    teasers,
    pagination,
  });
}
