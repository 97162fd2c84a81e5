import type { Mandator } from '@news/config/mandators';
import { siteMetadataSchema, type SiteMetadata } from '@news/contracts/site';
import type { Logger } from 'pino';
import { fetchUpstream } from './upstream/fetchUpstream';

/** How long a brand's site metadata (menus, footer) is used before it is fetched again. */
export const SITE_METADATA_TTL_MS = 60_000;

/**
 * A brand's site metadata from the content API (`/content/v5/sites`), kept per brand. An old copy is answered at
 * once while one refresh runs in the background, so a slow or dead content service never holds up a document;
 * a failed refresh keeps the old copy. Null only when there has never been one.
 */
export function createSiteMetadata(opts: {
  selfUrl: string;
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
        const res = await fetchUpstream(
          new URL('/content/v5/sites', opts.selfUrl),
          { headers: { 'x-mandator': mandatorId } },
          opts.timeoutMs,
        );
        if (!res.ok) throw new Error(`sites answered ${res.status}`);
        const site = siteMetadataSchema.parse(await res.json());
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
