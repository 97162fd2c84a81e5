/** The service worker's state for the rest of the shell (spec §4 "Service worker"). */
export const serviceWorkerState: { registrationError: unknown } = { registrationError: null };

type Hooks = {
  /** A new version waits: `apply` activates it, and the page reloads when it takes control. */
  onUpdate(apply: () => void): void;
  /** The first worker is active: the site works offline from now on. */
  onOfflineReady(): void;
};

/**
 * Registers /sw.js (scope /). An update offers itself through `onUpdate` and is applied only when the reader
 * accepts (SKIP_WAITING); then the page reloads once the new worker controls it. A failed registration only sets
 * `registrationError`: the site works as before, without offline support.
 */
export async function startServiceWorker(nav: Navigator, win: Window, hooks: Hooks): Promise<void> {
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch (error) {
    serviceWorkerState.registrationError = error;
    return;
  }
  let accepted = false;
  container.addEventListener('controllerchange', () => {
    if (accepted) win.location.reload();
  });
  const offer = (worker: ServiceWorker) =>
    hooks.onUpdate(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  if (registration.waiting && container.controller) offer(registration.waiting);
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

/** The new build's worker (if the browser has it yet) takes over; without one the page simply reloads. */
export async function applyNewBuild(nav: Navigator, win: Window): Promise<void> {
  const registration = await nav.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  const waiting = registration?.waiting;
  if (waiting && nav.serviceWorker.controller) {
    nav.serviceWorker.addEventListener('controllerchange', () => win.location.reload());
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
  win.location.reload();
}
