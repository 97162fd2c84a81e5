/**
 * A message to the site's active service worker, once there is one (the first visit: after it activated). Not to
 * `controller`: a page the browser loaded without asking the worker (Chromium may, under load, when the worker is
 * slow to start) has none, and its messages (keep this page for offline, drop the documents at logout) would be
 * lost.
 */
export function postToServiceWorker(container: ServiceWorkerContainer, message: unknown): void {
  void container.ready.then((registration) => registration.active?.postMessage(message));
}
