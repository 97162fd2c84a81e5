/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { isBuildEntry, isHashedAsset, isShareableDocument } from './cachePolicy';

/**
 * The site's service worker (/sw.js, scope /), built by shell/webpack.config.js. Hashed build files cache-first,
 * documents network-first with the German offline page as fallback, images stale-while-revalidate within a cap.
 * A documents the server marks private or no-store (paid text for an entitled reader) is never cached.
 */
declare const self: ServiceWorkerGlobalScope;

const OFFLINE_URLS = ['/offline.html', '/offline.js'];
const OFFLINE_CACHE = 'offline-v1';
const DOCUMENT_CACHE = 'documents-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(OFFLINE_URLS)));
});
// The first worker controls the open page at once; an update waits until the reader accepts it (the shell's
// prompt sends SKIP_WAITING), so a page never runs with files of two releases.
clientsClaim();
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const documents = new NetworkFirst({
  cacheName: DOCUMENT_CACHE,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isShareableDocument(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // logout: documents cached while logged in are dropped (they hold no paid text, but the reader's pages)
  if (data?.type === 'CLEAR_DOCUMENTS') event.waitUntil(caches.delete(DOCUMENT_CACHE));
  // a page the reader opened in the app (client-side navigation, or a navigation the browser answered without
  // asking the worker): kept for offline reading under the same rules as any document
  if (data?.type === 'CACHE_DOCUMENT' && typeof data.url === 'string') {
    const url = new URL(data.url, self.location.origin);
    if (sameOrigin(url) && !OFFLINE_URLS.includes(url.pathname))
      event.waitUntil(
        documents.handle({ event, request: new Request(url.href, { credentials: 'same-origin' }) }),
      );
  }
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !OFFLINE_URLS.includes(url.pathname),
  documents,
);
registerRoute(
  ({ url }) => sameOrigin(url) && OFFLINE_URLS.includes(url.pathname),
  new NetworkFirst({ cacheName: OFFLINE_CACHE }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && isHashedAsset(url),
  new CacheFirst({
    cacheName: 'assets-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && isBuildEntry(url),
  new NetworkFirst({
    cacheName: 'build-entries-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  new StaleWhileRevalidate({
    cacheName: 'images-v1',
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await caches.match('/offline.html', { cacheName: OFFLINE_CACHE });
    if (offline) return offline;
  }
  return Response.error();
});
