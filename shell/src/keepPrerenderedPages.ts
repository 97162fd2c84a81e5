/** Spec §7: the build's route rules manifest is fetched about one second after the page has loaded. */
export const BUILD_META_DELAY_MS = 1000;

/**
 * About a second after load the service worker is asked to fetch `/builds/meta/{buildId}.json`
 * (gateway/src/pwa/buildMeta.ts) and keep its prerendered pages — the same for every reader — in its document
 * cache, so the installed app opens them offline even before the reader visited them on this device. A worker
 * that is not active yet gets the word once it is.
 */
export function keepPrerenderedPages(win: Window, buildId: string): void {
  win.setTimeout(() => {
    void win.navigator.serviceWorker?.ready.then((registration) =>
      registration.active?.postMessage({ type: 'BUILD_META', buildId }),
    );
  }, BUILD_META_DELAY_MS);
}
