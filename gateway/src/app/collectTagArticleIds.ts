import { topicPageSchema } from '@news/contracts/contentPages';
import type { SelfRequest } from '../upstream/selfRequest';

/** Tag pages fetched at the same time; the rest wait (a reader may send up to MAX_BOOKMARKED_TAGS). */
const PARALLEL = 4;

/**
 * The newest articles of the given tags (each tag with its descendants, first page of its topic page in the
 * content API), merged, without duplicates, newest first. A tag the content API does not know is skipped; any
 * other failure answers null.
 */
export async function collectTagArticleIds(opts: {
  self: SelfRequest;
  mandator: string;
  tagIds: readonly number[];
}): Promise<number[] | null> {
  const published = new Map<number, number>();
  const tagIds = [...new Set(opts.tagIds)];
  for (let i = 0; i < tagIds.length; i += PARALLEL) {
    const pages = await Promise.all(
      tagIds.slice(i, i + PARALLEL).map(async (id) => {
        const res = await fetch(new URL(`/content/v5/tags/${id}`, opts.self.baseUrl), {
          headers: opts.self.headers(opts.mandator),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (res?.status === 404) return { teasers: [] };
        if (!res?.ok) return null;
        const page = topicPageSchema.safeParse(await res.json().catch(() => null));
        return page.success ? page.data : null;
      }),
    );
    for (const page of pages) {
      if (!page) return null;
      for (const teaser of page.teasers) published.set(teaser.documentId, Date.parse(teaser.publishDate));
    }
  }
  return [...published].sort(([idA, a], [idB, b]) => b - a || idB - idA).map(([id]) => id);
}
