import { channelPageSchema } from '@news/contracts/contentPages';
import { CHANNEL_PATH } from './channelPath';
import type { SeoContext } from './seoHandler';
import { newestUnique, renderRss } from './renderRss';
import { absoluteUrl } from './renderSitemaps';
import { FEED_NOT_FOUND_TEXT, sendSeoText } from './sendSeoText';
import { RSS_CONTENT_TYPE, sendSeoXml } from './sendSeoXml';

/** /{channel}/rss.xml: the channel's teasers; a path that is no channel 404. */
export async function sendChannelRss({ req, res, mandator, origin, content }: SeoContext): Promise<void> {
  const raw = req.path.slice(1, -'/rss.xml'.length);
  let channelPath: string;
  try {
    channelPath = decodeURIComponent(raw);
  } catch {
    channelPath = '';
  }
  if (!CHANNEL_PATH.test(channelPath)) return sendSeoText(res, 404, FEED_NOT_FOUND_TEXT);
  const channel = await content(`channel/${channelPath}`, channelPageSchema);
  const body = renderRss({
    title: `${mandator.name} – ${channel.title}`,
    link: absoluteUrl(origin, channel.path),
    selfUrl: `${origin}/${channelPath}/rss.xml`,
    description: channel.description,
    origin,
    items: newestUnique([channel.teasers], channel.teasers.length),
  });
  sendSeoXml(res, body, RSS_CONTENT_TYPE);
}
