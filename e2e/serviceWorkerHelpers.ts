import type { Page } from '@playwright/test';

/** Waits until the service worker controls the page (the first one claims the open page). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Empties the worker's own document and image caches, so only the reading copies can answer offline. */
export async function dropWorkerCaches(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(['documents-v1', 'images-v1'].map((name) => caches.delete(name))));
}

/** A reading cache's entry (docs/adr/0014), read in the page: the cache it is in and its text, or null. */
export async function readingCopy(page: Page, key: string): Promise<{ cache: string; text: string } | null> {
  return page.evaluate(async (k) => {
    for (const name of (await caches.keys()).filter((n) => n.startsWith('reading-v1:'))) {
      const copy = await (await caches.open(name)).match(k);
      if (copy) return { cache: name, text: await copy.text() };
    }
    return null;
  }, key);
}
