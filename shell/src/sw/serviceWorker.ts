/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { PAYLOAD_SUFFIX } from '@news/contracts/payloadUrl';
import {
  PRECACHE_PREFIX,
  registryManifests,
  remoteFiles,
  SHELL_ENTRYPOINTS,
  shellFiles,
  stalePrecaches,
} from './buildPrecache';
import { isBuildEntry, isHashedAsset, isShareableDocument } from './cachePolicy';
import { matchReadingCopy } from './matchReadingCopy';
import { prerenderedOf } from './prerenderedOf';
import { createReadingMessages } from './readingMessage';
import { ANONYMOUS_READER, READING_CACHE_PREFIX, readingCacheName } from './readingCopyKey';

/**
 * The site's service worker (/sw.js, scope /), built by shell/webpack.config.js. On install it precaches the app
 * files of the current build (buildPrecache.ts), so the app frame opens offline after one visit. Hashed build files
 * cache-first, documents network-first with the German offline page as fallback, images stale-while-revalidate
 * within a cap.
 * A document the server marks private or no-store (paid text for an entitled reader) never enters its caches;
 * offline, the reader's own reading copies (bookmarked and recently read articles, kept on the page's word,
 * ADR 0014) answer documents, page data and images.
 */
declare const self: ServiceWorkerGlobalScope;

const OFFLINE_URLS = ['/offline.html', '/offline.js'];
const OFFLINE_CACHE = 'offline-v1';
const DOCUMENT_CACHE = 'documents-v1';

const getJson = (path: string): Promise<unknown> =>
  fetch(path, { cache: 'no-store' })
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);

/**
 * The current build's app files into `precache-{build id}`: the shell's entry files and the client files of the
 * registry's remotes. All or nothing (a release under way can make one missing); a failure leaves the worker
 * without a precache (it then works as before: run-time caching) and is logged.
 */
async function precacheBuild(): Promise<void> {
  const [latest, registry, ...entrypoints] = await Promise.all(
    ['/builds/latest.json', '/mf-registry.json', ...SHELL_ENTRYPOINTS].map(getJson),
  );
  const id = (latest as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return;
  const remotes = await Promise.all(
    registryManifests(registry).map(async (path) => remoteFiles(path, await getJson(path))),
  );
  const name = `${PRECACHE_PREFIX}${id}`;
  await caches
    .open(name)
    .then((cache) => {
      const shell = SHELL_ENTRYPOINTS.flatMap((path, i) => shellFiles(path, entrypoints[i]));
      return cache.addAll([...new Set([...shell, ...remotes.flat()])]);
    })
    .catch(async (error: unknown) => {
      console.warn('[sw] precaching the build failed', error);
      await caches.delete(name);
    });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(OFFLINE_URLS)), precacheBuild()]),
  );
});
/** A build file from the precache when the strategy's own cache has none (offline, or before it kept one). */
const precached: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    for (const name of (await caches.keys()).filter((n) => n.startsWith(PRECACHE_PREFIX))) {
      const hit = await caches.match(request, { cacheName: name });
      if (hit) return hit;
    }
    return undefined;
  },
};
// The first worker controls the open page at once; an update waits until the reader accepts it (the shell's
// prompt sends SKIP_WAITING), so a page never runs with files of two releases.
clientsClaim();
const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A reading copy instead of (documents: the reader's copy may hold their paid text) or after the cache's own. */
const readingCopies = (preferred: boolean): WorkboxPlugin => ({
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    preferred || !cachedResponse
      ? ((await matchReadingCopy(caches, request)) ?? cachedResponse)
      : cachedResponse,
});
const documents = new NetworkFirst({
  cacheName: DOCUMENT_CACHE,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isShareableDocument(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    // after the expiration check, which applies to this cache's own entries only
    readingCopies(true),
  ],
});

const readingMessage = createReadingMessages({
  caches,
  fetch: (url, init) => fetch(url, init),
  origin: self.location.origin,
});
/** Spec §7: the route rules manifest is fetched about one second after a page has loaded. */
const BUILD_META_DELAY_MS = 1000;
/** The pages (clients) whose load was followed by the manifest. */
const metaAskedBy = new Set<string>();
/**
 * The running build's route rules manifest (/builds/meta/{id}.json, gateway/src/pwa/buildMeta.ts): its
 * prerendered pages — the same for every reader — enter the document cache when missing, so the installed app
 * opens them offline even before the reader visited them on this device.
 */
async function keepPrerendered(event: ExtendableEvent): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, BUILD_META_DELAY_MS));
  const latest = (await fetch('/builds/latest.json')
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null)) as { id?: unknown } | null;
  if (typeof latest?.id !== 'string') return;
  const res = await fetch(`/builds/meta/${encodeURIComponent(latest.id)}.json`).catch(() => null);
  if (!res?.ok) return;
  for (const path of prerenderedOf(await res.json().catch(() => null))) {
    const request = new Request(new URL(path, self.location.origin).href);
    if (!(await caches.match(request, { cacheName: DOCUMENT_CACHE })))
      await documents.handle({ event, request }).catch(() => undefined);
  }
}
// the first page: the worker's activation follows its load; an older build's precache goes
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      keepPrerendered(event),
      caches.keys().then((names) => Promise.all(stalePrecaches(names).map((name) => caches.delete(name)))),
    ]),
  ),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: unknown } | null;
  const reading = readingMessage(data);
  if (reading) event.waitUntil(reading);
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // logout: the reading copies of logged-in readers are dropped, and with them the documents cached while one was
  // logged in (they hold no paid text, but the reader's pages). A page that starts without a session announces
  // LOGOUT too: without a logged-in reader's copies there is nothing of a login to drop, and offline (the session
  // cannot be read, the shell announces LOGOUT) nothing is dropped at all.
  if (data?.type === 'CLEAR_DOCUMENTS' && self.navigator.onLine)
    event.waitUntil(
      caches.keys().then(async (names) => {
        const readers = names.filter(
          (name) => name.startsWith(READING_CACHE_PREFIX) && name !== readingCacheName(ANONYMOUS_READER),
        );
        if (readers.length > 0)
          await Promise.all([...readers, DOCUMENT_CACHE].map((name) => caches.delete(name)));
      }),
    );
  // a page the reader opened in the app (client-side navigation, or a navigation the browser answered without
  // asking the worker): kept for offline reading under the same rules as any document
  if (data?.type === 'CACHE_DOCUMENT' && typeof data.url === 'string') {
    // a page's first CACHE_DOCUMENT follows its load (startServiceWorker)
    const client = event.source as Client | null;
    if (client && !metaAskedBy.has(client.id)) {
      metaAskedBy.add(client.id);
      event.waitUntil(keepPrerendered(event));
    }
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
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true }), precached],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && isBuildEntry(url),
  new NetworkFirst({
    cacheName: 'build-entries-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true }), precached],
  }),
);
// page data of client-side navigation: from the network; offline, an article's reading copy
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.endsWith(PAYLOAD_SUFFIX),
  new NetworkOnly({
    plugins: [{ handlerDidError: async ({ request }) => matchReadingCopy(caches, request) }],
  }),
);
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  new StaleWhileRevalidate({
    cacheName: 'images-v1',
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      readingCopies(false),
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
