import { homePageSchema } from '@news/contracts/content';
import type { SeoContext } from './seoHandler';
import { newestUnique, renderRss } from './renderRss';
import { RSS_CONTENT_TYPE, sendSeoXml } from './sendSeoXml';

/** Most items of the home feed. */
export const HOME_FEED_MAX_ITEMS = 30;

/** /rss.xml: the newest teasers of the home page, each once. */
export async function sendHomeRss({ res, mandator, origin, content }: SeoContext): Promise<void> {
  const home = await content('home', homePageSchema);
  const title = home.title.includes(mandator.name) ? home.title : `${mandator.name} – ${home.title}`;
  const body = renderRss({
    title,
    link: `${origin}/`,
    selfUrl: `${origin}/rss.xml`,
    description: home.description,
    origin,
    items: newestUnique(
      home.sections.map((s) => s.teasers),
      HOME_FEED_MAX_ITEMS,
    ),
  });
  sendSeoXml(res, body, RSS_CONTENT_TYPE);
}
