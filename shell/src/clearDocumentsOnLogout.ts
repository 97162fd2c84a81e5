import type { EventBus } from '@news/event-bus/createEventBus';
import { readerStorage } from './readerStorage';

/** Set while documents may have been cached for a logged-in reader on this device (kept across page loads). */
export const LOGGED_IN_MARK = 'documentsWhileLoggedIn';

/**
 * A logout drops the documents the service worker cached for this reader and their reading copies (spec §4
 * "Service worker", ADR 0014). A page that starts without a session announces LOGOUT too: it drops them only when
 * a login was seen on this device since the last drop (a `?logout` link, a session that ended between two visits),
 * so an anonymous reader's offline pages are not emptied on every page load, and never offline, where the session
 * cannot be read and reading the copies is the point.
 */
export function clearDocumentsOnLogout(win: Window, bus: EventBus): void {
  const storage = readerStorage(win);
  bus.on('auth').subscribe((event) => {
    if (event.type !== 'LOGOUT') {
      storage.setItem(LOGGED_IN_MARK, 'true');
      return;
    }
    // offline the session cannot be read and the shell announces LOGOUT: the mark waits for a LOGOUT online
    if (!win.navigator.onLine) return;
    if (storage.getItem(LOGGED_IN_MARK) !== null) {
      win.navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_DOCUMENTS' });
      storage.removeItem(LOGGED_IN_MARK);
    }
  });
}
