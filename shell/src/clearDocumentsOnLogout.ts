import type { EventBus } from '@news/event-bus/createEventBus';

/** A logout drops the documents the service worker cached for this reader (spec §4 "Service worker"). */
export function clearDocumentsOnLogout(win: Window, bus: EventBus): void {
  bus.on('auth').subscribe((event) => {
    if (event.type === 'LOGOUT')
      win.navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_DOCUMENTS' });
  });
}
