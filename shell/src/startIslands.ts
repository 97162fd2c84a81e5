import { STALE_PAGE_ERROR, type App } from './appHandshake';
import { SESSION_HINT_ATTRIBUTE } from '@news/contracts/sessionHint';
import { consentGrantsVendors } from './consentGrantsVendors';
import { whenIdle } from './whenIdle';

/** The SPA runtime (bootstrap.ts): resolves once its module has run; `appReady` once the first route is mounted. */
export type LoadApp = () => Promise<App>;

export type IslandOptions = {
  loadApp: LoadApp;
  /** Whether a reader is logged in (the session cookies are httpOnly: only the server can tell). */
  isLoggedIn: () => Promise<boolean>;
  /** The brand loads third-party scripts after a reader's consent (mf-consent's script loader). */
  consentScripts: boolean;
};

/** The app-owned controls of the server-rendered page: their handlers exist once the page remote hydrates. */
const ISLAND_CONTROLS = '#slot-mf-articles button, #slot-mf-articles [role="button"]';

/** A plain click: what a reader makes to follow a link or press a button (no new tab, no context menu). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to another page of this site that the browser would open in this window: the SPA runtime routes it in
 * the app once it runs (interceptLinks decides, also for links it refuses). Hash links within the page stay the
 * browser's.
 */
function sameSiteLink(target: EventTarget | null, loc: Location): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.origin !== loc.origin || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hash && anchor.pathname === loc.pathname && anchor.search === loc.search) return null;
  return anchor;
}

const islandControl = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(ISLAND_CONTROLS) : null;

/** The consent layer's island: its buttons post a plain form (the server understands it) until it hydrates. */
const inConsentLayer = (target: EventTarget | null) =>
  target instanceof Element && target.closest('#slot-mf-consent') !== null;

/**
 * The first view of a server-rendered page in island mode (ADR 0013): the page stays the server's HTML, nothing is
 * hydrated and no page-remote code runs until the reader shows intent. The SPA runtime (single-spa, router,
 * federation runtime, the page remote, which then hydrates) starts
 * - on intent: a pointer or focus on a link of this site, on an app control or on the consent layer, so the
 *   runtime is warm by the time of the click;
 * - on the first click on such a link or control: the click is held and replayed on the same element once the
 *   runtime has mounted the page, so a link is then routed in the app without a page load and a button runs its
 *   handler; if the runtime cannot load, a held link is followed by the browser (a plain link);
 * - at once for a URL with a query or a hash (auth parameters, overlays, the consent settings, the native app),
 *   on a hash change, and on idle for a feature that needs it: a logged-in reader (header, bookmarks, reading
 *   history) or consent-gated third-party scripts the reader has consented to (mf-consent loads them).
 * Marks the document `data-shell-ready` once it listens, as the runtime does in app mode. Returns `stop`, which
 * removes its listeners (it stops by itself once the runtime has started).
 */
export function startIslands(doc: Document, options: IslandOptions): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const loc = win.location;
  let started: Promise<void> | null = null;
  let held: HTMLElement | null = null;

  const start = (): Promise<void> => {
    started ??= options
      .loadApp()
      .then((app) => app.appReady)
      .then(stop)
      .catch((error: unknown) => {
        stop();
        // a page whose data changed since it was rendered (a cached home page) is no fault: it loads anew
        const stale = error instanceof Error && error.name === STALE_PAGE_ERROR;
        (stale ? console.info : console.error)('[shell] the app runtime did not start', error);
        if (held instanceof HTMLAnchorElement) loc.assign(held.href);
        held = null;
        throw error;
      });
    return started;
  };
  const startQuietly = () => void start().catch(() => undefined);

  const onIntent = (event: Event) => {
    if (sameSiteLink(event.target, loc) || islandControl(event.target) || inConsentLayer(event.target))
      startQuietly();
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !plainClick(event)) return;
    const element = sameSiteLink(event.target, loc) ?? islandControl(event.target);
    if (!element) return;
    event.preventDefault();
    held = element;
    void start()
      .then(() => {
        if (held !== element) return;
        held = null;
        if (element.isConnected) element.click();
      })
      .catch(() => undefined);
  };
  const intents = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of intents) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  doc.addEventListener('click', onClick, { capture: true });
  win.addEventListener('hashchange', startQuietly);
  // Once the runtime runs (or could not start), links and controls are its own or the browser's.
  function stop() {
    for (const type of intents) doc.removeEventListener(type, onIntent, { capture: true });
    doc.removeEventListener('click', onClick, { capture: true });
    win?.removeEventListener('hashchange', startQuietly);
  }
  const nativeApp = /(?:^|;\s*)news_native=1(?:;|$)/.test(doc.cookie);
  if (loc.search || loc.hash || nativeApp) startQuietly();
  else
    whenIdle(() => {
      if (options.consentScripts && consentGrantsVendors(doc.cookie)) startQuietly();
      else
        void options
          .isLoggedIn()
          .then((loggedIn) => {
            if (loggedIn) startQuietly();
            // a stale session hint: what was hidden for a signed-in reader is for this anonymous one
            else doc.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
          })
          .catch(() => undefined);
    }, win);

  doc.documentElement.dataset.shellReady = 'true';
  return stop;
}

/** /api/validate's `isLoggedIn` (the runtime validates the whole answer with its schema when it starts). */
export async function fetchLoggedIn(): Promise<boolean> {
  const res = await fetch('/api/validate', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) return false;
  const body: unknown = await res.json();
  return typeof body === 'object' && body !== null && (body as { isLoggedIn?: unknown }).isLoggedIn === true;
}
