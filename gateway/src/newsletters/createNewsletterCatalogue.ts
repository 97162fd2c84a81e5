import {
  newsletterPageSchema,
  newslettersPageSchema,
  type NewsletterPage,
  type NewsletterSummary,
} from '@news/contracts/contentPages';
import { contentFetchJson } from '../ssr/contentFetchJson';
import type { ContentSource } from '../ssr/contentFetchJson';

/**
 * The brand's newsletters from the content API (the catalogue is the content service's): all of them, or one by
 * slug (null when there is none). Throws UpstreamError when the content API fails (the caller answers 503).
 */
export function createNewsletterCatalogue(contentSource: ContentSource, timeoutMs: number) {
  return {
    async all(mandator: string): Promise<NewsletterSummary[]> {
      const json = await contentFetchJson(contentSource, mandator, timeoutMs)('/content/v5/newsletters');
      const page = newslettersPageSchema.safeParse(json);
      return page.success ? page.data.newsletters : [];
    },
    async one(mandator: string, slug: string): Promise<NewsletterPage | null> {
      const json = await contentFetchJson(
        contentSource,
        mandator,
        timeoutMs,
      )(`/content/v5/newsletters/${encodeURIComponent(slug)}`);
      const page = newsletterPageSchema.safeParse(json);
      return page.success ? page.data : null;
    },
  };
}
export type NewsletterCatalogue = ReturnType<typeof createNewsletterCatalogue>;
