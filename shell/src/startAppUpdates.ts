import { showToast } from './showToast';
import { showUpdatePrompt } from './showUpdatePrompt';
import { startServiceWorker } from './startServiceWorker';
import { watchBuild } from './watchBuild';
import { whenIdle } from './whenIdle';

/**
 * After the page has loaded and the browser is idle (no cost before the page is interactive): the service worker,
 * its update prompt and "offline bereit" notice, the build poll that offers the same prompt, and the cached
 * documents dropped when the reader logs out (clearDocumentsOnLogout, with the SPA runtime). Needs no shared
 * library: it runs on an island first view too (ADR 0013).
 */
export function startAppUpdates(win: Window, buildId: string | undefined): void {
  const doc = win.document;
  const start = () =>
    whenIdle(() => {
      void startServiceWorker(win.navigator, win, {
        onUpdate: (apply) => showUpdatePrompt(doc, apply),
        onOfflineReady: () => showToast(doc, 'Offline bereit: Besuchte Seiten lesen Sie auch ohne Internet.'),
      });
      if (buildId) watchBuild(win, buildId, () => showUpdatePrompt(doc, () => win.location.reload()));
    }, win);
  if (doc.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
