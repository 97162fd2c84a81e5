import type { BusEvent } from '@news/contracts/busEvents';
import { createEventBus } from '@news/event-bus/createEventBus';
import {
  bookmarkFailureTexts,
  handleBookmarkRequests,
  type BookmarkReader,
  type BookmarkRequestDeps,
} from './handleBookmarkRequests';

const older = { articleId: 11, ts: '2026-03-01T10:00:00.000Z' };
const added = { articleId: 22, ts: '2026-03-02T10:00:00.000Z' };
const reader: BookmarkReader = { mandator: 'rb', ssoId: 'sso-1' };

function setup(api: Partial<BookmarkRequestDeps['api']> = {}, who: BookmarkReader | null = reader) {
  const bus = createEventBus();
  const answers: BusEvent<'bookmarks'>[] = [];
  const lists: BusEvent<'bookmarkList'>[] = [];
  bus.on('bookmarks').subscribe((e) => {
    if (!e.type.endsWith('_REQUESTED')) answers.push(e);
  });
  bus.on('bookmarkList').subscribe((e) => lists.push(e));
  const deps: BookmarkRequestDeps = {
    bus,
    reader: () => who,
    subscriptionLink: () => '/order',
    api: {
      bookmarks: jest.fn(async () => [added, older]),
      addBookmark: jest.fn(async () => ({ kind: 'added' as const, bookmark: added })),
      removeBookmark: jest.fn(async () => undefined),
      ...api,
    },
    askLogin: jest.fn(),
    notify: jest.fn(),
  };
  handleBookmarkRequests(deps);
  return { bus, deps, answers, lists };
}

/** The handler works through a promise chain: let it finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('handleBookmarkRequests', () => {
  let error: jest.SpyInstance;
  beforeEach(() => (error = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => error.mockRestore());

  it('adds for a logged-in reader: the new bookmark first in the list, then BOOKMARK_ADDED', async () => {
    const { bus, deps, answers, lists } = setup();
    bus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [older] });
    bus.publish('bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId: 22 });
    await settle();
    expect(deps.api.addBookmark).toHaveBeenCalledWith('rb', 'sso-1', 22);
    expect(lists.at(-1)).toEqual({ type: 'BOOKMARKS_LOADED', bookmarks: [added, older] });
    expect(answers).toEqual([{ type: 'BOOKMARK_ADDED', articleId: 22 }]);
    expect(deps.api.bookmarks).not.toHaveBeenCalled();
  });

  it('removes, and reads the list when the page did not know it', async () => {
    const { bus, deps, answers, lists } = setup({ bookmarks: jest.fn(async () => [older]) });
    bus.publish('bookmarks', { type: 'BOOKMARK_REMOVE_REQUESTED', articleId: 22 });
    await settle();
    expect(deps.api.removeBookmark).toHaveBeenCalledWith('rb', 'sso-1', 22);
    expect(deps.api.bookmarks).toHaveBeenCalledWith('rb', 'sso-1');
    expect(lists).toEqual([{ type: 'BOOKMARKS_LOADED', bookmarks: [older] }]);
    expect(answers).toEqual([{ type: 'BOOKMARK_REMOVED', articleId: 22 }]);
  });

  it('passes the API refusal on with the subscription link and leaves the list alone', async () => {
    const message = 'Sie können höchstens 5 Artikel merken.';
    const { bus, answers, lists } = setup({
      addBookmark: jest.fn(async () => ({ kind: 'refused' as const, message })),
    });
    bus.publish('bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId: 6 });
    await settle();
    expect(answers).toEqual([
      { type: 'BOOKMARK_REFUSED', articleId: 6, message, subscriptionLink: '/order' },
    ]);
    expect(lists).toEqual([]);
  });

  it('shows a German toast and answers BOOKMARK_FAILED when the API cannot be reached', async () => {
    const { bus, deps, answers } = setup({
      addBookmark: jest.fn(() => Promise.reject(new Error('Error while adding user article bookmark'))),
      removeBookmark: jest.fn(() => Promise.reject(new Error('Error while removing user article bookmark'))),
    });
    bus.publish('bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId: 6 });
    bus.publish('bookmarks', { type: 'BOOKMARK_REMOVE_REQUESTED', articleId: 7 });
    await settle();
    expect(deps.notify).toHaveBeenNthCalledWith(1, bookmarkFailureTexts.add);
    expect(deps.notify).toHaveBeenNthCalledWith(2, bookmarkFailureTexts.remove);
    expect(answers).toEqual([
      { type: 'BOOKMARK_FAILED', articleId: 6, action: 'add' },
      { type: 'BOOKMARK_FAILED', articleId: 7, action: 'remove' },
    ]);
  });

  it('asks a logged-out reader to log in instead of calling the API', async () => {
    const { bus, deps, answers } = setup({}, null);
    bus.publish('bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId: 9 });
    await settle();
    expect(deps.askLogin).toHaveBeenCalledWith(9);
    expect(deps.api.addBookmark).not.toHaveBeenCalled();
    expect(answers).toEqual([]);
  });

  it('handles one request after the other, so both changes end up in the list', async () => {
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    const { bus, lists } = setup({
      addBookmark: jest.fn(async (_m: string, _s: string, articleId: number) => {
        if (articleId === 1) await first;
        return { kind: 'added' as const, bookmark: { articleId, ts: '2026-03-03T10:00:00.000Z' } };
      }),
    });
    bus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [] });
    bus.publish('bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId: 1 });
    bus.publish('bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId: 2 });
    release();
    await settle();
    const last = lists.at(-1);
    expect(last?.type === 'BOOKMARKS_LOADED' ? last.bookmarks.map((b) => b.articleId) : null).toEqual([2, 1]);
  });
});
