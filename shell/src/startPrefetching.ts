import { createPrefetchQueue } from './createPrefetchQueue';
import { prefetchAllowed, prefetchTarget, type ConnectionInfo } from './prefetchTarget';

/** The connection as the browser sees it now: data saver and the effective type change while a page is open. */
const allowedNow = () =>
  prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection);

/**
 * Prefetches the page data of links as they scroll into view (route meta `prefetch`), four at a time, with low
 * priority into the HTTP cache, so a click renders without waiting. Off on data-saver and slow connections: the
 * connection is read again for every link, and once more before its request starts.
 */
export function startPrefetching(doc: Document): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const queue = createPrefetchQueue(4, async (url) => {
    if (!allowedNow()) return;
    await fetch(url, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      priority: 'low',
    } as RequestInit);
  });
  const observed = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      if (!allowedNow()) continue;
      const target = prefetchTarget(
        (entry.target as HTMLAnchorElement).href,
        doc.location.origin,
        doc.location.pathname,
      );
      if (target) queue.add(target);
    }
  });
  const scan = () => {
    for (const link of doc.querySelectorAll('#app-main a[href]')) {
      if (observed.has(link)) continue;
      observed.add(link);
      observer.observe(link);
    }
  };
  window.addEventListener('single-spa:routing-event', () => setTimeout(scan, 500));
  new MutationObserver(() => scan()).observe(doc.getElementById('app-main') ?? doc.body, {
    childList: true,
    subtree: true,
  });
  scan();
}
