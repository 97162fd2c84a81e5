import { PAYLOAD_SUFFIX, payloadUrl } from '@news/contracts/payloadUrl';
import { isShareableDocument } from './cachePolicy';
import { readingCacheName, readingCopyKey } from './readingCopyKey';
import {
  copiesWithSession,
  droppedIds,
  emptyReadingList,
  imagesOnlyOf,
  lostRoles,
  missingIds,
  parseReadingList,
  privateIds,
  withBookmarks,
  withRead,
  withoutCopies,
  type ReadingCopy,
  type ReadingList,
} from './readingList';

/** Where the reading cache keeps its own bookkeeping (ReadingList), so it goes with the cache. */
export const LIST_KEY = '/__reading-copies/list.json';
/** Images kept per article at most (its own and those of its teasers), one variant each. */
const IMAGES_PER_ARTICLE = 12;
/** Headers that describe the transport, not the document: the stored body is already decoded. */
const TRANSPORT_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/** What the copies need from their surroundings: the worker's (or a test's) caches and fetch, and the origin. */
export type ReadingDeps = {
  caches: CacheStorage;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  origin: string;
};

/** One reader's offline copies (docs/adr/0014); every change is applied in order, one after the other. */
export type ReadingCopies = {
  /** The reader opened this article (at `path`, the page open now): kept among the last ten, fetched afresh. */
  read(articleId: number, path: string): Promise<void>;
  /** The reader's bookmark list (all ids): new bookmarks are fetched, unbookmarked copies dropped. */
  bookmarks(articleIds: readonly number[]): Promise<void>;
  /** The reader's roles of the latest validate: a lost role drops the copies with paid text. */
  roles(roles: readonly string[]): Promise<void>;
  /** No more changes: resolves once those under way are done (then the cache may be deleted for good). */
  close(): Promise<void>;
};

const keysOf = (id: number) => [`/${id}`, `/${id}${PAYLOAD_SUFFIX}`];

/** A stored copy of an answer: the body as read, the headers without the transport ones. */
async function copyOf(res: Response, body?: string): Promise<Response> {
  const headers = new Headers();
  res.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers.set(name, value);
  });
  return new Response(body ?? (await res.blob()), { status: res.status, headers });
}

/**
 * The `img` fallbacks in a server-rendered document's main area (this site's own markup; the worker has no DOM
 * parser): same-origin paths with query.
 */
export function imagesOfDocument(html: string, origin: string): string[] {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  const urls = [...main.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)]
    .map((m) => new URL((m[1] ?? '').replace(/&amp;/g, '&'), origin))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
  return [...new Set(urls)].slice(0, IMAGES_PER_ARTICLE);
}

/**
 * The reader's reading cache (Cache Storage, `reading-v1:{reader}`), written by the service worker on the page's
 * word (readingMessage.ts): it fetches with the reader's session where that is allowed (copiesWithSession), so an
 * entitled reader's copy holds their paid text, and only this reader's cache ever holds it. Offline the worker
 * answers from it (matchReadingCopy.ts).
 */
export function createReadingCopies(deps: ReadingDeps, readerKey: string): ReadingCopies {
  const name = readingCacheName(readerKey);
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const change = (step: (cache: Cache, list: ReadingList) => Promise<ReadingList>): Promise<void> => {
    if (closed) return queue;
    queue = queue
      .then(async () => {
        const cache = await deps.caches.open(name);
        const stored = await cache.match(LIST_KEY);
        const list = stored ? parseReadingList(await stored.json()) : emptyReadingList();
        const next = await step(cache, list);
        await cache.put(
          LIST_KEY,
          new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
        );
      })
      .catch((error: unknown) => console.warn('[sw] offline reading', error));
    return queue;
  };

  async function drop(cache: Cache, list: ReadingList, ids: number[]): Promise<ReadingList> {
    const keys = [...ids.flatMap(keysOf), ...imagesOnlyOf(list, ids)];
    await Promise.all(keys.map((key) => cache.delete(key)));
    return withoutCopies(list, ids);
  }

  /** Stores one variant of each image under its picture's key (readingCopyKey); returns the keys. */
  async function storeImages(cache: Cache, urls: string[]): Promise<string[]> {
    const kept: string[] = [];
    for (const url of urls) {
      const res = await deps.fetch(url, { credentials: 'omit' }).catch(() => null);
      if (!res?.ok) continue;
      const key = readingCopyKey(new URL(url, deps.origin));
      await cache.put(key, await copyOf(res));
      kept.push(key);
    }
    return kept;
  }

  /** Fetches an article's copy; `openPath`: the page the reader has open (fetched at its own address). */
  async function store(
    cache: Cache,
    id: number,
    roles: string[],
    openPath: string | null,
  ): Promise<ReadingCopy | null> {
    const path = openPath ?? `/${id}`;
    const doc = await deps.fetch(path, {
      credentials: copiesWithSession(roles, openPath !== null) ? 'same-origin' : 'omit',
      headers: { accept: 'text/html' },
    });
    if (!doc.ok) return null;
    const html = await doc.text();
    const payload = await deps.fetch(payloadUrl(path), {
      credentials: 'omit',
      headers: { accept: 'application/json' },
    });
    // everything fetched before anything is replaced: a failed fetch (offline) leaves the earlier copy as it was
    const payloadCopy = payload.ok ? await copyOf(payload) : null;
    const [documentKey, payloadKey] = keysOf(id) as [string, string];
    await cache.put(documentKey, await copyOf(doc, html));
    if (payloadCopy) await cache.put(payloadKey, payloadCopy);
    const images = await storeImages(cache, imagesOfDocument(html, deps.origin));
    return { images, private: !isShareableDocument(doc) };
  }

  async function sync(
    cache: Cache,
    list: ReadingList,
    open: { articleId: number; path: string } | null = null,
  ): Promise<ReadingList> {
    let next = await drop(cache, list, droppedIds(list));
    for (const id of missingIds(next)) {
      const openPath = open?.articleId === id ? open.path : null;
      const copy = await store(cache, id, next.roles, openPath).catch(() => null);
      if (copy) next = { ...next, copies: { ...next.copies, [String(id)]: copy } };
    }
    return next;
  }

  return {
    read(articleId, path) {
      return change(async (cache, list) => {
        // fetched afresh (the article may have changed); offline the earlier copy stays as it was
        const key = String(articleId);
        const previous = list.copies[key];
        const next = await sync(cache, withRead(withoutCopies(list, [articleId]), articleId), {
          articleId,
          path,
        });
        if (next.copies[key] || !previous) return next;
        return { ...next, copies: { ...next.copies, [key]: previous } };
      });
    },
    bookmarks(articleIds) {
      return change((cache, list) => sync(cache, withBookmarks(list, articleIds)));
    },
    roles(roles) {
      return change(async (cache, list) => {
        const kept = lostRoles(list.roles, roles) ? await drop(cache, list, privateIds(list)) : list;
        return sync(cache, { ...kept, roles: [...roles] });
      });
    },
    close() {
      closed = true;
      return queue;
    },
  };
}
