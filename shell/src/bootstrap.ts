import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppNames, getMountedApps, navigateToUrl, registerApplication, start } from 'single-spa';
import { resolveRoute } from '@news/config/routeTable';
import { eventBus } from '@news/event-bus/eventBus';
import { publishAnalyticsClicks } from '@news/event-bus/publishAnalyticsClicks';
import { activeApp } from './activeApp';
import { applyRouteMeta } from './applyRouteMeta';
import { applyRouteRedirect } from './applyRouteRedirect';
import { interceptLinks } from './interceptLinks';
import { createPageTransition } from './createPageTransition';
import { startPrefetching } from './startPrefetching';
import { startRouteEvents } from './startRouteEvents';
import { loadRemoteLifecycles } from './loadRemoteLifecycles';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { loadInitialPage } from './loadInitialPage';
import { showFallbacksForBrokenRemotes } from './showFallbacksForBrokenRemotes';
import { federationName } from './remoteNames';
import { loadSharedSingletons } from './loadSharedSingletons';
import { startAuth } from './startAuth';
import { renderBookmarksLink } from './renderBookmarksLink';
import { renderCoinsLink } from './renderCoinsLink';
import { whenIdle } from './whenIdle';
import { clearDocumentsOnLogout } from './clearDocumentsOnLogout';
import { startOfflineReading } from './startOfflineReading';
import { yieldToMain } from './yieldToMain';

const state = readDocumentState(document);
// Loaded beside the shared libraries; awaited before the first route mounts (a failure stops the runtime there).
const initialPageLoad = loadInitialPage(state, location);
initialPageLoad.catch(() => undefined);
await loadSharedSingletons();
// Evaluating the shared libraries and starting the shell are separate tasks.
await yieldToMain();

// The document pins the remote builds it was rendered with; the browser loads exactly those.
registerRemotes(
  Object.entries(state.registry).map(([remote, { entry }]) => ({
    name: federationName(remote),
    entry: new URL(entry, location.origin).href,
  })),
);

const labels: Record<string, string> = {
  'mf-articles': 'Der Nachrichtenbereich',
  'mf-portal': 'Der Kundenbereich',
  'mf-dialog-flow': 'Die Anmeldung',
  'mf-consent': 'Die Datenschutz-Einstellungen',
};

const slot = (remote: string): HTMLElement => {
  const id = `slot-${remote}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = id;
  el.className = 'shell-slot';
  (remote === 'mf-consent' ? document.body : (document.getElementById('app-main') ?? document.body)).append(
    el,
  );
  return el;
};

let initialPage: unknown = await initialPageLoad;

function register(
  remote: string,
  activeWhen: (location: Location) => boolean,
  extraProps: () => object = () => ({}),
) {
  registerApplication({
    name: remote,
    app: () => loadRemoteLifecycles(remote, labels[remote] ?? remote),
    activeWhen,
    customProps: () => ({ domElement: slot(remote), brandName: state.brandName, ...extraProps() }),
  });
}

register(
  'mf-articles',
  (loc) => activeApp(loc.pathname) === 'mf-articles',
  () => ({
    initialPage,
    loadParcel: (remote: string) => loadRemoteLifecycles(remote, 'Die Bezahlschranke'),
  }),
);
register('mf-portal', (loc) => activeApp(loc.pathname) === 'mf-portal');
register('mf-dialog-flow', (loc) => activeApp(loc.pathname) === 'mf-dialog-flow');

// A remote that throws in a lifecycle is taken out by single-spa; its slot shows the fallback on its routes.
showFallbacksForBrokenRemotes(slot, (remote) => labels[remote] ?? remote);

window.addEventListener('single-spa:before-routing-event', () => {
  applyRouteMeta(document.body, location.pathname);
  applyRouteRedirect(window);
});

/** Resolves once the first route is mounted (on an island first view the held click is replayed then). */
export const appReady = new Promise<void>((resolve) =>
  window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }),
);

// Markers for operators and browser tests: which slots hold a mounted application, and that the shell is up.
window.addEventListener('single-spa:routing-event', () => {
  const mounted = new Set(getMountedApps());
  // The server-rendered page data serves the first mount only; later mounts load fresh data.
  if (mounted.has('mf-articles')) initialPage = undefined;
  for (const remote of getAppNames()) {
    const el = document.getElementById(`slot-${remote}`);
    if (el) el.dataset.mounted = String(mounted.has(remote));
  }
  document.documentElement.dataset.shellReady = 'true';
});

// In-app link navigation runs the page transition `page` (out-in; none for a reader who prefers less motion).
interceptLinks(
  document,
  state,
  createPageTransition(window, document.getElementById('app-main'), navigateToUrl),
);
// Page views and the analytics clicks of spec §7 go on the bus; the consent management decides what is measured.
startRouteEvents(window, eventBus);
publishAnalyticsClicks(document, eventBus);
// The header's "Merkliste" link with the count, for a logged-in reader (the shell publishes the list after login).
eventBus.on('bookmarkList').subscribe((list) => renderBookmarksLink(document, list));
// A wallet reader's coins (the shell loads the wallet after the login; a coin spent on an article changes them).
eventBus.on('payment').subscribe((event) => renderCoinsLink(document, event));
// Not needed for the first paint: the consent layer (fixed to the viewport bottom, no layout shift) and link
// prefetching start once the first route is mounted and the browser is idle, so their
// loading and rendering stay out of the long tasks before the page is interactive.
window.addEventListener(
  'single-spa:routing-event',
  () =>
    whenIdle(() => {
      if (state.consentManagement) {
        register('mf-consent', (loc) => {
          const resolved = resolveRoute(loc.pathname);
          return !(resolved.kind === 'ok' && resolved.route.layout === 'mein-dialog-flow');
        });
      }
      startPrefetching(document);
    }),
  { once: true },
);
// The service worker, update prompt and build poll started with the entry (startFirstView); a logout clears the
// documents the worker cached. The reader's bookmarked and last read articles are kept for offline reading.
clearDocumentsOnLogout(window, eventBus);
startOfflineReading(window, eventBus);
// Reader session: auth query parameters, header account link, hash overlays, login guard (before the first route).
startAuth({ bus: eventBus });
start({ urlRerouteOnly: true });
