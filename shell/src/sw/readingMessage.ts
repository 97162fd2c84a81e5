import { createReadingCopies, type ReadingCopies, type ReadingDeps } from './readingCopies';
import { READING_CACHE_PREFIX, articleIdOfPath, readingCacheName } from './readingCopyKey';

/** What the page tells the service worker about the reader's reading (shell/src/startOfflineReading.ts). */
export type ReadingMessage =
  /** Who reads now (the page learnt it from a validate): the only reader whose copies the device keeps. */
  | { type: 'READING_READER'; reader: string; roles: string[] }
  /** The reader has this article open at `path`. */
  | { type: 'READING_READ'; reader: string; articleId: number; path: string }
  /** The reader's bookmarks (the open article's copy comes from its READING_READ, which the page sends first). */
  | { type: 'READING_BOOKMARKS'; reader: string; articleIds: number[] };

const isReader = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9._@-]{1,128}$/.test(value);
const isArticleId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
/** Only an article page of this site is fetched with the reader's session, and only as the article it names. */
const isArticlePath = (path: unknown, articleId: number): path is string =>
  typeof path === 'string' && articleIdOfPath(path) === articleId;
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Drops every reading cache but this reader's: a device keeps one reader's copies, the one logged in now. */
async function dropOtherReaders(storage: CacheStorage, reader: string): Promise<void> {
  const mine = readingCacheName(reader);
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(READING_CACHE_PREFIX) && name !== mine)
      .map((name) => storage.delete(name)),
  );
}

/**
 * The worker's side of offline reading (docs/adr/0014): checks a page's message and applies it to that reader's
 * copies. Returns the work to wait for, or null for anything that is no reading message (or a malformed one).
 */
export function createReadingMessages(deps: ReadingDeps): (data: unknown) => Promise<void> | null {
  const readers = new Map<string, ReadingCopies>();
  const copiesOf = (reader: string) => {
    let copies = readers.get(reader);
    if (!copies) {
      copies = createReadingCopies(deps, reader);
      readers.set(reader, copies);
    }
    return copies;
  };
  return (data) => {
    const m = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    if (!isReader(m.reader)) return null;
    const { reader } = m;
    switch (m.type) {
      case 'READING_READER':
        if (!isStrings(m.roles)) return null;
        return (async () => {
          // the other readers' changes under way finish first, so none writes into a cache after its deletion
          const others = [...readers].filter(([key]) => key !== reader);
          for (const [key] of others) readers.delete(key);
          await Promise.all(others.map(([, copies]) => copies.close()));
          await dropOtherReaders(deps.caches, reader);
          await copiesOf(reader).roles(m.roles as string[]);
        })();
      case 'READING_READ':
        if (!isArticleId(m.articleId) || !isArticlePath(m.path, m.articleId)) return null;
        return copiesOf(reader).read(m.articleId, m.path);
      case 'READING_BOOKMARKS':
        if (!Array.isArray(m.articleIds) || !m.articleIds.every(isArticleId)) return null;
        return copiesOf(reader).bookmarks(m.articleIds);
      default:
        return null;
    }
  };
}
