/**
 * The one handshake between the shell's two browser builds (ADR 0013): the first-view entry (no federation
 * runtime) injects the federated entry's script; that entry, once it runs, announces the SPA runtime's module on
 * the window with this event. Both sides import the name from here, so they cannot drift apart.
 */
export const APP_EVENT = 'news:app';

/**
 * The name of the error the runtime stops with when the page's data changed since its document was rendered
 * (loadInitialPage): not a fault, the browser then loads the page anew (startIslands logs it as information).
 */
export const STALE_PAGE_ERROR = 'StalePageError';

/** What the federated entry exposes to the first view: bootstrap's `appReady` (the first route is mounted). */
export type App = { appReady: Promise<void> };

declare global {
  interface WindowEventMap {
    /** The federated entry's announcement: its SPA runtime module, loaded and run (or failed). */
    [APP_EVENT]: CustomEvent<Promise<App>>;
  }
}
