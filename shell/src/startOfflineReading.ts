import type { EventBus } from '@news/event-bus/createEventBus';
import { postToServiceWorker } from './postToServiceWorker';
import type { ReadingMessage } from './sw/readingMessage';
import { ANONYMOUS_READER, articleIdOfPath } from './sw/readingCopyKey';

/**
 * Offline reading (docs/adr/0014): tells the service worker who reads (the `auth` topic; its first event is the
 * state the page started with), which article the reader opens (the last ten are kept) and their bookmarks. The
 * worker keeps the copies, with their images, in the reader's reading cache; a change of reader
 * (a logout, another login) drops the other readers' copies, a role lost in a validate the copies with paid text.
 */
export function startOfflineReading(win: Window, bus: EventBus): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const post = (message: ReadingMessage) => postToServiceWorker(container, message);
  let reader: string | null = null;
  let readPath: string | null = null;

  const onRoute = () => {
    const { pathname } = win.location;
    if (reader === null || pathname === readPath) return;
    readPath = pathname;
    const articleId = articleIdOfPath(pathname);
    if (articleId !== null) post({ type: 'READING_READ', reader, articleId, path: pathname });
  };

  bus.on('auth').subscribe((event) => {
    // offline the session cannot be read, and the shell then announces LOGOUT: that says nothing about the reader
    if (event.type === 'LOGOUT' && !win.navigator.onLine) return;
    const user = event.type === 'LOGOUT' ? null : event.user;
    const key = user?.ssoId ?? ANONYMOUS_READER;
    if (key !== reader) readPath = null;
    reader = key;
    post({ type: 'READING_READER', reader: key, roles: user?.roles ?? [] });
    onRoute();
  });
  bus.on('bookmarkList').subscribe((event) => {
    if (event.type === 'BOOKMARKS_LOADED' && reader !== null)
      post({ type: 'READING_BOOKMARKS', reader, articleIds: event.bookmarks.map((b) => b.articleId) });
  });
  win.addEventListener('single-spa:routing-event', onRoute);
}
