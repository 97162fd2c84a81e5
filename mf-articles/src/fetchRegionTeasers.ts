import type { ArticleTeaser } from '@news/contracts/content';
import { channelPageSchema } from '@news/contracts/contentPages';
import { HttpError } from '@news/http-client/createHttpClient';
import { apiClient } from './apiClient';

/** Teasers the region feed shows at most. */
export const REGION_FEED_SIZE = 20;

/**
 * The newest articles of the given regions: each region's page is its local channel (the content API's
 * personal-feeds tree names it as the region's target), so the first page of each channel, merged without
 * duplicates, newest first. Public content without cookies; throws when a channel cannot be read.
 */
export async function fetchRegionTeasers(targets: readonly string[]): Promise<ArticleTeaser[]> {
  const channels = [...new Set(targets.map((t) => t.replace(/^\/+|\/+$/g, '')))];
  const pages = await Promise.all(
    channels.map(async (channel) => {
      const path = `/content/v5/channel/${channel.split('/').map(encodeURIComponent).join('/')}`;
      try {
        return channelPageSchema.parse(await apiClient.request(path, { credentials: 'omit' })).teasers;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return [];
        throw error;
      }
    }),
  );
  const byId = new Map<number, ArticleTeaser>();
  for (const teaser of pages.flat()) byId.set(teaser.documentId, teaser);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate) || b.documentId - a.documentId)
    .slice(0, REGION_FEED_SIZE);
}
