import type { Mandator } from '@news/config/mandators';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { SelfRequest } from '../upstream/selfRequest';
import { ContentNotFoundError, createContentFetcher, type ContentFetcher } from './fetchContent';
import { FEED_NOT_FOUND_TEXT, sendSeoText, SITEMAP_NOT_FOUND_TEXT, UNAVAILABLE_TEXT } from './sendSeoText';

export type SeoRouterOptions = {
  /** The gateway's own calls: the content API is fetched from `{baseUrl}/content/v5/…`. */
  self: SelfRequest;
  logger: Pick<Logger, 'warn'>;
  /** UPSTREAM_TIMEOUT_MS: how long a content API call may take before the answer is a 503. */
  timeoutMs: number;
};

/** What an SEO answer is built from: the request, the brand, its public origin and its content. */
export type SeoContext = {
  req: Request;
  res: Response;
  mandator: Mandator;
  origin: string;
  content: ContentFetcher;
};

/**
 * An SEO route of the requesting brand: `run` gets the brand, its configured origin (the base of every absolute
 * link) and a content fetcher. Content the content service does not know answers 404 (feed or sitemap not found),
 * any other failure 503 with plain text.
 */
export const seoHandler =
  (options: SeoRouterOptions, name: 'robots' | 'sitemap' | 'rss', run: (ctx: SeoContext) => Promise<void>) =>
  async (req: Request, res: Response): Promise<void> => {
    try {
      const mandator = res.locals.mandator as Mandator | undefined;
      const origin = res.locals.origin as string | undefined;
      if (!mandator?.id || !origin)
        throw new Error('no mandator resolved (mount the SEO router after resolveMandator)');
      await run({
        req,
        res,
        mandator,
        origin,
        content: createContentFetcher(options.self, mandator.id, options.timeoutMs),
      });
    } catch (err) {
      if (err instanceof ContentNotFoundError) {
        if (!res.headersSent)
          sendSeoText(res, 404, name === 'rss' ? FEED_NOT_FOUND_TEXT : SITEMAP_NOT_FOUND_TEXT);
        return;
      }
      options.logger.warn({ err, seo: name, path: req.path }, 'SEO answer unavailable');
      if (res.headersSent) res.end();
      else sendSeoText(res, 503, UNAVAILABLE_TEXT);
    }
  };
