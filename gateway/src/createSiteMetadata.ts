import type { Mandator } from '@news/config/mandators';
import { siteMetadataSchema, type SiteMetadata } from '@news/contracts/site';
import type { Logger } from 'pino';
import { contentFetchJson, type ContentSource } from './ssr/contentFetchJson';

/** How long a brand's site metadata (menus, footer) is used before it is fetched again. */
export const SITE_METADATA_TTL_MS = 60_000;

/**
 * A brand's site metadata from the content API (`/content/v5/sites`), kept per brand. An old copy is answered at
 * once while one refresh runs in the background, so a slow or dead content service never holds up a document;
 * a failed refresh keeps the old copy. Null only when there has never been one.
 */
export function createSiteMetadata(opts: {
  /** The content service in-process, or over HTTP with CONTENT_URL (as for a page's data). */
  contentSource: ContentSource;
  timeoutMs: number;
  logger: Pick<Logger, 'warn'>;
}): (mandator: Mandator) => Promise<SiteMetadata | null> {
  const cache = new Map<string, { at: number; site: SiteMetadata }>();
  const refreshing = new Map<string, Promise<SiteMetadata | null>>();

  const refresh = (mandatorId: string) => {
    const running = refreshing.get(mandatorId);
    if (running) return running;
    const promise = (async () => {
      try {
        const raw = await contentFetchJson(
          opts.contentSource,
          mandatorId,
          opts.timeoutMs,
        )('/content/v5/sites');
        if (raw === null) throw new Error('sites answered 404');
        const site = siteMetadataSchema.parse(raw);
        cache.set(mandatorId, { at: Date.now(), site });
        return site;
      } catch (err) {
        opts.logger.warn({ err }, 'site metadata unavailable');
        return cache.get(mandatorId)?.site ?? null;
      } finally {
        refreshing.delete(mandatorId);
      }
    })();
    refreshing.set(mandatorId, promise);
    return promise;
  };

  return async (mandator) => {
    const hit = cache.get(mandator.id);
    if (!hit) return refresh(mandator.id);
    if (Date.now() - hit.at >= SITE_METADATA_TTL_MS) void refresh(mandator.id);
    return hit.site;
  };
}
