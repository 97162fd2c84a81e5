import { addErrorHandler, checkActivityFunctions, getAppNames, getAppStatus } from 'single-spa';
import { fallbackLifecycles } from './fallbackLifecycles';

type Fallback = ReturnType<typeof fallbackLifecycles>;

/**
 * A remote that throws in a lifecycle is taken out by single-spa (SKIP_BECAUSE_BROKEN) and not mounted again on
 * this page. While its routes are active its slot shows the German fallback; on other routes the slot is empty
 * again, so a broken portal never leaves its notice on the news pages. The error is logged either way.
 */
export function showFallbacksForBrokenRemotes(
  slot: (remote: string) => HTMLElement,
  label: (remote: string) => string,
): void {
  const shown = new Map<string, Fallback>();
  const sync = () => {
    const active = new Set(checkActivityFunctions(window.location));
    for (const remote of getAppNames()) {
      const wanted = active.has(remote) && getAppStatus(remote) === 'SKIP_BECAUSE_BROKEN';
      const fallback = shown.get(remote);
      if (wanted && !fallback) {
        const lifecycles = fallbackLifecycles(label(remote));
        shown.set(remote, lifecycles);
        void lifecycles.mount({ domElement: slot(remote) });
      } else if (!wanted && fallback) {
        shown.delete(remote);
        void fallback.unmount();
      }
    }
  };
  // single-spa marks the remote broken only after its error handlers ran: the routing event that ends this
  // route change shows the fallback.
  addErrorHandler((error) => console.error(`[shell] ${error.appOrParcelName} failed`, error));
  window.addEventListener('single-spa:routing-event', sync);
}
