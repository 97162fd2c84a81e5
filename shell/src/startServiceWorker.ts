import { postToServiceWorker } from './postToServiceWorker';

type Hooks = {
  /** A new version waits: `apply` activates it, and the page reloads when it takes control. */
  onUpdate(apply: () => void): void;
  /** The first worker is active: the site works offline from now on. */
  onOfflineReady(): void;
};

/**
 * Registers /sw.js (scope /). An update offers itself through `onUpdate` and is applied only when the reader
 * accepts (SKIP_WAITING); then the page reloads once the new worker controls it. A failed or blocked registration
 * changes nothing: the site works as before, without offline support.
 */
export async function startServiceWorker(nav: Navigator, win: Window, hooks: Hooks): Promise<void> {
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  // a browser that blocks service workers (a policy, an automated browser) may answer no registration at all
  const registration = (await container.register('/sw.js', { scope: '/' }).catch(() => undefined)) as
    ServiceWorkerRegistration | undefined;
  if (!registration) return;
  const { waiting } = registration;
  // Every page the reader opens is offered to the worker's document cache: client-side navigations load no
  // document, and browsers may answer a navigation without asking the worker (Chromium's auto preload, or a
  // worker slow to start: then the page has no controller, and the active worker gets the message).
  const keepForOffline = () =>
    postToServiceWorker(container, {
      type: 'CACHE_DOCUMENT',
      url: win.location.pathname + win.location.search,
    });
  keepForOffline();
  win.addEventListener('single-spa:routing-event', keepForOffline);
  let accepted = false;
  container.addEventListener('controllerchange', () => {
    if (accepted) win.location.reload();
  });
  const offer = (worker: ServiceWorker) =>
    hooks.onUpdate(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  if (waiting && container.controller) offer(waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    const hadController = Boolean(container.controller);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && hadController) offer(worker);
      if (worker.state === 'activated' && !hadController) hooks.onOfflineReady();
    });
  });
}
