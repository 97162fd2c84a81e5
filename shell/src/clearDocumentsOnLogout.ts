import type { EventBus } from '@news/event-bus/createEventBus';
import { postToServiceWorker } from './postToServiceWorker';

/** A logout drops the documents the service worker cached for this reader (spec §4 "Service worker"). */
export function clearDocumentsOnLogout(win: Window, bus: EventBus): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  bus.on('auth').subscribe((event) => {
    if (event.type === 'LOGOUT') postToServiceWorker(container, { type: 'CLEAR_DOCUMENTS' });
  });
}
