import type { BookmarkListEvent, BookmarksEvent } from '@news/contracts/busEvents';
import type { ArticleBookmark } from '@news/contracts/userApi';
import type { EventBus } from '@news/event-bus/createEventBus';
import type { Subscription } from 'rxjs';
import type { AddBookmarkResult } from './userDataApi';

/** The logged-in reader the user API is asked for. */
export type BookmarkReader = { mandator: string; ssoId: string };

export interface BookmarkRequestDeps {
  bus: EventBus;
  /** The logged-in reader of this brand, or null (spec §5: bookmark actions need a logged-in ssoId). */
  reader(): BookmarkReader | null;
  /** Where a reader whose bookmark was refused can subscribe (setting bookmark_subscription_link). */
  subscriptionLink(): string;
  api: {
    bookmarks(mandator: string, ssoId: string): Promise<ArticleBookmark[]>;
    addBookmark(mandator: string, ssoId: string, articleId: number): Promise<AddBookmarkResult>;
    removeBookmark(mandator: string, ssoId: string, articleId: number): Promise<void>;
  };
  /** spec §4 "Bookmark": a logged-out reader is asked to log in; the article waits in the cookie. */
  askLogin(articleId: number): void;
  /** Tells the reader that the user API could not be reached (a toast). */
  notify(message: string): void;
}

export const bookmarkFailureTexts = {
  add: 'Der Artikel konnte nicht gemerkt werden. Bitte versuchen Sie es später noch einmal.',
  remove:
    'Der Artikel konnte nicht von der Merkliste entfernt werden. Bitte versuchen Sie es später noch einmal.',
} as const;

type Request = Extract<BookmarksEvent, { type: 'BOOKMARK_ADD_REQUESTED' | 'BOOKMARK_REMOVE_REQUESTED' }>;

/**
 * The shell's side of the bookmark buttons (spec §4 "Bookmark"): the screens publish BOOKMARK_ADD_REQUESTED and
 * BOOKMARK_REMOVE_REQUESTED; the shell asks a logged-out reader to log in, or calls the user API and answers on
 * the bus: the new list on `bookmarkList` and BOOKMARK_ADDED / BOOKMARK_REMOVED, BOOKMARK_REFUSED with the API's
 * German reason, or BOOKMARK_FAILED after a toast. Requests run one after the other, so the list stays in order.
 */
export function handleBookmarkRequests(deps: BookmarkRequestDeps): Subscription {
  const { bus, api } = deps;
  /** The list on the bus; null while it is unknown (not loaded, unavailable, logged out). */
  let list: ArticleBookmark[] | null = null;
  let queue: Promise<void> = Promise.resolve();

  const publishList = (bookmarks: ArticleBookmark[]) =>
    bus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks });

  /** After a change: the list known on the page, changed by `change`; read again when it was not known. */
  async function updateList(reader: BookmarkReader, change: (known: ArticleBookmark[]) => ArticleBookmark[]) {
    if (list !== null) return publishList(change(list));
    try {
      publishList(await api.bookmarks(reader.mandator, reader.ssoId));
    } catch (error) {
      console.error('[shell]', error);
    }
  }

  async function handle(request: Request): Promise<void> {
    const { articleId } = request;
    const reader = deps.reader();
    if (reader === null) {
      if (request.type === 'BOOKMARK_ADD_REQUESTED') deps.askLogin(articleId);
      return;
    }
    const action = request.type === 'BOOKMARK_ADD_REQUESTED' ? 'add' : 'remove';
    try {
      if (action === 'add') {
        const result = await api.addBookmark(reader.mandator, reader.ssoId, articleId);
        if (result.kind === 'refused') {
          bus.publish('bookmarks', {
            type: 'BOOKMARK_REFUSED',
            articleId,
            message: result.message,
            subscriptionLink: deps.subscriptionLink(),
          });
          return;
        }
        await updateList(reader, (known) => [
          result.bookmark,
          ...known.filter((b) => b.articleId !== articleId),
        ]);
        bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId });
      } else {
        await api.removeBookmark(reader.mandator, reader.ssoId, articleId);
        await updateList(reader, (known) => known.filter((b) => b.articleId !== articleId));
        bus.publish('bookmarks', { type: 'BOOKMARK_REMOVED', articleId });
      }
    } catch (error) {
      console.error('[shell]', error);
      deps.notify(bookmarkFailureTexts[action]);
      bus.publish('bookmarks', { type: 'BOOKMARK_FAILED', articleId, action });
    }
  }

  const listSubscription = bus.on('bookmarkList').subscribe((event: BookmarkListEvent) => {
    list = event.type === 'BOOKMARKS_LOADED' ? [...event.bookmarks] : null;
  });
  const requests = bus.on('bookmarks').subscribe((event) => {
    if (event.type !== 'BOOKMARK_ADD_REQUESTED' && event.type !== 'BOOKMARK_REMOVE_REQUESTED') return;
    queue = queue.then(() => handle(event));
  });
  requests.add(listSubscription);
  return requests;
}
