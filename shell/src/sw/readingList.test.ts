import {
  RECENT_READS_KEPT,
  copiesWithSession,
  droppedIds,
  emptyReadingList,
  imagesOnlyOf,
  keptIds,
  lostRoles,
  missingIds,
  parseReadingList,
  privateIds,
  withBookmarks,
  withRead,
  withoutCopies,
  type ReadingList,
} from './readingList';

const stored = (list: ReadingList, ids: number[], images: Record<number, string[]> = {}): ReadingList => ({
  ...list,
  copies: Object.fromEntries(ids.map((id) => [String(id), { images: images[id] ?? [], private: false }])),
});

describe('the last read articles', () => {
  it('keeps the last ten, the last read first; reading one again moves it to the front', () => {
    let list = emptyReadingList();
    for (let id = 1; id <= 12; id++) list = withRead(list, id);
    expect(list.recent).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(list.recent).toHaveLength(RECENT_READS_KEPT);
    list = withRead(list, 5);
    expect(list.recent).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('drops the copy of the eleventh read article, unless it is bookmarked', () => {
    let list = withBookmarks(emptyReadingList(), [1]);
    for (let id = 1; id <= 10; id++) list = withRead(list, id);
    list = stored(list, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    list = withRead(withRead(list, 11), 12);
    expect(droppedIds(list)).toEqual([2]);
    expect(missingIds(list)).toEqual([12, 11]);
  });
});

describe('bookmarks', () => {
  it('keeps every bookmarked article besides the recent reads', () => {
    const list = withRead(withBookmarks(emptyReadingList(), [7, 8, 7]), 9);
    expect(list.bookmarked).toEqual([7, 8]);
    expect(keptIds(list).sort()).toEqual([7, 8, 9]);
  });

  it('unbookmarking drops the copy, unless the article is among the last ten read', () => {
    const list = stored(withRead(withBookmarks(emptyReadingList(), [7, 8]), 8), [7, 8]);
    const after = withBookmarks(list, []);
    expect(droppedIds(after)).toEqual([7]);
    expect(keptIds(after)).toEqual([8]);
  });
});

describe('images', () => {
  it('removes only images no other kept copy shows', () => {
    const list = stored(emptyReadingList(), [1, 2], { 1: ['/a.webp', '/shared.webp'], 2: ['/shared.webp'] });
    expect(imagesOnlyOf(list, [1])).toEqual(['/a.webp']);
    expect(imagesOnlyOf(list, [1, 2]).sort()).toEqual(['/a.webp', '/shared.webp']);
    expect(Object.keys(withoutCopies(list, [1]).copies)).toEqual(['2']);
  });
});

describe('entitlement', () => {
  it('a role that is gone ends the entitlement; a new role does not', () => {
    expect(lostRoles(['PLUS_USER'], [])).toBe(true);
    expect(lostRoles(['PLUS_USER', 'PLUS-TAG-4'], ['PLUS_USER'])).toBe(true);
    expect(lostRoles(['PLUS_USER'], ['PLUS_USER', 'EPAPER_USER'])).toBe(false);
    expect(lostRoles([], [])).toBe(false);
  });

  it('names the private copies', () => {
    const list: ReadingList = {
      ...emptyReadingList(),
      copies: { '1': { images: [], private: true }, '2': { images: [], private: false } },
    };
    expect(privateIds(list)).toEqual([1]);
  });

  it('fetches with the session for the open page, and for other bookmarks only for subscribers', () => {
    expect(copiesWithSession([], true)).toBe(true);
    expect(copiesWithSession([], false)).toBe(false);
    expect(copiesWithSession(['NEWSLETTER'], false)).toBe(false);
    expect(copiesWithSession(['PLUS_USER'], false)).toBe(true);
    expect(copiesWithSession(['EPAPER_USER'], false)).toBe(true);
    expect(copiesWithSession(['PLUS-TAG-12'], false)).toBe(true);
  });
});

describe('parseReadingList', () => {
  it('reads a stored list and leaves out what is malformed', () => {
    expect(
      parseReadingList({
        recent: [3, -1, 'x', 2],
        bookmarked: [5, 1.5],
        roles: ['PLUS_USER', 4],
        copies: { '3': { images: ['/i.webp', 1], private: true }, abc: { images: [] }, '5': null },
      }),
    ).toEqual({
      recent: [3, 2],
      bookmarked: [5],
      roles: ['PLUS_USER'],
      copies: { '3': { images: ['/i.webp'], private: true } },
    });
    expect(parseReadingList(null)).toEqual(emptyReadingList());
    expect(parseReadingList('[]')).toEqual(emptyReadingList());
  });
});
