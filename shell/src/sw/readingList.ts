/** How many of the last read articles stay readable offline (besides the bookmarked ones). */
export const RECENT_READS_KEPT = 10;

/** What one article's reading copy holds besides its document and page data. */
export type ReadingCopy = {
  /** The images kept with it (same-origin paths with query). */
  images: string[];
  /** The document was the entitled reader's own (`private`): it may hold paid text. */
  private: boolean;
};

/**
 * The bookkeeping of one reader's offline copies (docs/adr/0014): which articles are kept and why, what is stored
 * for each, and the reader's roles when the copies were made. Pure: the page's cache code (readingCopies.ts) applies
 * the differences these functions compute.
 */
export type ReadingList = {
  /** Article ids, the last read first, at most RECENT_READS_KEPT. */
  recent: number[];
  /** The reader's bookmarked article ids. */
  bookmarked: number[];
  /** The copies stored, by article id. */
  copies: Record<string, ReadingCopy>;
  roles: string[];
};

export const emptyReadingList = (): ReadingList => ({ recent: [], bookmarked: [], copies: {}, roles: [] });

/** The article ids whose copies are kept: the bookmarked and the recently read. */
export function keptIds(list: ReadingList): number[] {
  return [...new Set([...list.bookmarked, ...list.recent])];
}

/** The article was read: first among the recent ones; the eleventh drops out of them. */
export function withRead(list: ReadingList, articleId: number): ReadingList {
  const recent = [articleId, ...list.recent.filter((id) => id !== articleId)].slice(0, RECENT_READS_KEPT);
  return { ...list, recent };
}

export function withBookmarks(list: ReadingList, bookmarked: readonly number[]): ReadingList {
  return { ...list, bookmarked: [...new Set(bookmarked)] };
}

/** The stored copies that are no longer kept (unbookmarked and not among the recent reads, or read too long ago). */
export function droppedIds(list: ReadingList): number[] {
  const kept = new Set(keptIds(list));
  return Object.keys(list.copies)
    .map(Number)
    .filter((id) => !kept.has(id));
}

/** Kept articles without a stored copy yet. */
export function missingIds(list: ReadingList): number[] {
  return keptIds(list).filter((id) => list.copies[String(id)] === undefined);
}

/** The images of the given copies that no other stored copy uses (several articles may show the same image). */
export function imagesOnlyOf(list: ReadingList, ids: readonly number[]): string[] {
  const leaving = new Set(ids.map(String));
  const used = new Set(
    Object.entries(list.copies)
      .filter(([id]) => !leaving.has(id))
      .flatMap(([, copy]) => copy.images),
  );
  return [...new Set([...leaving].flatMap((id) => list.copies[id]?.images ?? []))].filter(
    (image) => !used.has(image),
  );
}

/** The list without the given copies (their ids stay kept, so they are stored again when possible). */
export function withoutCopies(list: ReadingList, ids: readonly number[]): ReadingList {
  const leaving = new Set(ids.map(String));
  return {
    ...list,
    copies: Object.fromEntries(Object.entries(list.copies).filter(([id]) => !leaving.has(id))),
  };
}

/** The copies that hold the reader's own (entitled) document. */
export function privateIds(list: ReadingList): number[] {
  return Object.entries(list.copies)
    .filter(([, copy]) => copy.private)
    .map(([id]) => Number(id));
}

/**
 * The entitlement may have ended: a role the reader had when the copies were made is gone (the validate after a
 * subscription ended, a plus tag taken back). Then the private copies must go.
 */
export function lostRoles(before: readonly string[], now: readonly string[]): boolean {
  return before.some((role) => !now.includes(role));
}

/**
 * Whether a copy is fetched with the reader's session. The page the reader is reading was opened (and its read
 * counted) already; another bookmarked article only for a subscriber (PLUS_USER, EPAPER_USER or a PLUS-TAG role),
 * whose reading no meter counts — a metered reader's bookmark must not use up a free article unread.
 */
export function copiesWithSession(roles: readonly string[], isOpenPage: boolean): boolean {
  return (
    isOpenPage ||
    roles.some((role) => role === 'PLUS_USER' || role === 'EPAPER_USER' || role.startsWith('PLUS-TAG-'))
  );
}

/** Reads a stored list; anything malformed reads as empty (the copies are then fetched again). */
export function parseReadingList(raw: unknown): ReadingList {
  const list = emptyReadingList();
  if (typeof raw !== 'object' || raw === null) return list;
  const r = raw as Partial<Record<keyof ReadingList, unknown>>;
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  list.recent = ids(r.recent).slice(0, RECENT_READS_KEPT);
  list.bookmarked = ids(r.bookmarked);
  list.roles = strings(r.roles);
  if (typeof r.copies === 'object' && r.copies !== null)
    for (const [id, copy] of Object.entries(r.copies as Record<string, unknown>)) {
      if (!/^[1-9][0-9]*$/.test(id) || typeof copy !== 'object' || copy === null) continue;
      const c = copy as { images?: unknown; private?: unknown };
      list.copies[id] = { images: strings(c.images), private: c.private === true };
    }
  return list;
}
