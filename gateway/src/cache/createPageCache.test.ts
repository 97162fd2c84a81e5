import type { CachedDocument, CacheStore } from './cacheStore';
import { createMemoryStore } from './createMemoryStore';
import { createPageCache } from './createPageCache';
import { createRedisStore } from './createRedisStore';

const stores: [string, () => CacheStore][] = [['memory', () => createMemoryStore()]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  stores.push(['redis', () => createRedisStore(url, `news:test:${process.pid}:${Date.now()}:`)]);
}

const doc = (body: string, storedAt = Date.now()): CachedDocument => ({ status: 200, body, storedAt });
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.each(stores)('page cache on the %s store', (_name, makeStore) => {
  let store: CacheStore;
  beforeEach(() => {
    store = makeStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it('renders a missing page once for 1000 concurrent requests (single flight)', async () => {
    const cache = createPageCache(store, () => undefined);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await tick();
      return doc('<p>Startseite</p>');
    };
    const results = await Promise.all(Array.from({ length: 1000 }, () => cache.get('home', 300, render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((r) => r.document.body))).toEqual(new Set(['<p>Startseite</p>']));
    expect((await cache.get('home', 300, render)).outcome).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('keeps what a stored document came with: its render time and its own style sources', async () => {
    const cache = createPageCache(store, () => undefined);
    const rendered = {
      ...doc('<p>Insel</p>'),
      serverTiming: 'render;dur=9.5',
      styleSources: ["'sha256-a='"],
    };
    await cache.get('island', 300, async () => rendered);
    const { document, outcome } = await cache.get('island', 300, async () => doc('anders'));
    expect(outcome).toBe('HIT');
    expect(document).toEqual(rendered);
  });

  it('serves a stale page at once and revalidates it once in the background', async () => {
    await store.set('home', doc('alt', Date.now() - 301_000), 3600);
    const cache = createPageCache(store, () => undefined);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await tick();
      return doc('neu');
    };
    const stale = await Promise.all(Array.from({ length: 50 }, () => cache.get('home', 300, render)));
    expect(stale.every((r) => r.outcome === 'STALE' && r.document.body === 'alt')).toBe(true);
    await tick();
    await tick();
    expect(renders).toBe(1);
    const fresh = await cache.get('home', 300, render);
    expect(fresh).toMatchObject({ outcome: 'HIT', document: { body: 'neu' } });
  });

  it('keeps serving the stale page when revalidation fails (stale-if-error)', async () => {
    await store.set('home', doc('alt', Date.now() - 301_000), 3600);
    const errors: unknown[] = [];
    const cache = createPageCache(store, (err) => errors.push(err));
    const failing = async (): Promise<CachedDocument> => {
      throw new Error('content service down');
    };
    expect((await cache.get('home', 300, failing)).document.body).toBe('alt');
    await tick();
    expect(errors).toHaveLength(1);
    expect((await cache.get('home', 300, failing)).document.body).toBe('alt');
  });

  it('streams a missing page to the request that renders it and hands the copy to the others', async () => {
    const cache = createPageCache(store, () => undefined);
    const chunks: string[] = [];
    const sink = { begin: () => chunks.push('<begin>'), write: (c: Buffer) => chunks.push(c.toString()) };
    const render = async (s: { begin(status: number): void; write(c: Buffer): void } | null) => {
      s?.begin(200);
      s?.write(Buffer.from('<p>Teil 1</p>'));
      await tick();
      s?.write(Buffer.from('<p>Teil 2</p>'));
      return doc('<p>Teil 1</p><p>Teil 2</p>');
    };
    const [leader, follower] = await Promise.all([
      cache.get('home', 300, render, sink),
      cache.get('home', 300, render, sink),
    ]);
    expect(leader.streamed).toBe(true);
    expect(follower.streamed).toBe(false);
    expect(follower.document.body).toBe('<p>Teil 1</p><p>Teil 2</p>');
    expect(chunks).toEqual(['<begin>', '<p>Teil 1</p>', '<p>Teil 2</p>']);
  });

  it('does not store error pages', async () => {
    const cache = createPageCache(store, () => undefined);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return { status: 404, body: 'nicht gefunden', storedAt: Date.now() };
    };
    await cache.get('missing', 300, render);
    await cache.get('missing', 300, render);
    expect(renders).toBe(2);
  });

  it('lets only one caller hold the revalidation lock', async () => {
    expect(await store.lock('k', 1000)).toBe(true);
    expect(await store.lock('k', 1000)).toBe(false);
    await store.unlock('k');
    expect(await store.lock('k', 1000)).toBe(true);
  });
});
