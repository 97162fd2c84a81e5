import type { CachedDocument, CacheStore } from './cacheStore';

export type CacheOutcome = 'HIT' | 'STALE' | 'MISS';
/**
 * Where the request that renders a missing page sends it while the cache keeps a copy: its status and the style
 * sources its policy allows (an island document's own, CachedDocument), then its bytes.
 */
export type DocumentSink = {
  begin(status: number, styleSources?: string[]): void;
  write(chunk: Buffer): void;
};
export type Render = (sink: DocumentSink | null) => Promise<CachedDocument>;
/** streamed: the document already went to the sink; otherwise the caller sends document.body. */
export type PageCacheResult = { document: CachedDocument; outcome: CacheOutcome; streamed: boolean };

/** How long a stale entry may still be served when the upstream fails (stale-if-error). */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;

/**
 * Stale-while-revalidate page cache (spec §9 route rules):
 * - fresh entry: served as is;
 * - stale entry: served at once, one background revalidation (single-flight in this process, and a short
 *   lock in the store so only one replica revalidates);
 * - no entry: rendered once however many requests wait for it (single-flight); the request that renders it
 *   streams it to its reader (sink) while the others get the finished copy;
 * - render fails but a stale entry exists: the stale entry is served (stale-if-error).
 * Only 200 answers are stored.
 */
export function createPageCache(store: CacheStore, onError: (err: unknown, key: string) => void) {
  const inFlight = new Map<string, Promise<CachedDocument>>();

  function renderOnce(key: string, render: Render, maxAgeSeconds: number, sink: DocumentSink | null) {
    const running = inFlight.get(key);
    if (running) return { promise: running, leader: false };
    const promise = render(sink)
      .then(async (doc) => {
        if (doc.status === 200) {
          await store.set(key, doc, maxAgeSeconds + STALE_IF_ERROR_SECONDS).catch((err) => onError(err, key));
        }
        return doc;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return { promise, leader: true };
  }

  async function revalidate(key: string, render: Render, maxAgeSeconds: number) {
    if (inFlight.has(key)) return;
    const locked = await store.lock(key, 30_000).catch(() => true);
    if (!locked) return;
    try {
      await renderOnce(key, render, maxAgeSeconds, null).promise;
    } catch (err) {
      onError(err, key);
    } finally {
      await store.unlock(key).catch(() => undefined);
    }
  }

  return {
    async get(
      key: string,
      maxAgeSeconds: number,
      render: Render,
      sink: DocumentSink | null = null,
    ): Promise<PageCacheResult> {
      const cached = await store.get(key).catch((err) => {
        onError(err, key);
        return null;
      });
      if (cached) {
        const age = (Date.now() - cached.storedAt) / 1000;
        if (age < maxAgeSeconds) return { document: cached, outcome: 'HIT', streamed: false };
        void revalidate(key, render, maxAgeSeconds);
        return { document: cached, outcome: 'STALE', streamed: false };
      }
      const { promise, leader } = renderOnce(key, render, maxAgeSeconds, sink);
      return { document: await promise, outcome: 'MISS', streamed: leader && sink !== null };
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
