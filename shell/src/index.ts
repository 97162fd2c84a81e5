import { APP_EVENT } from './appHandshake';

// The shell's federated entry: the federation runtime and the SPA runtime (bootstrap: single-spa, registry, auth,
// bus), the async boundary at which the shared singletons (react, rxjs, event bus, ...) are negotiated. The
// first-view entry (firstViewEntry.ts) injects this script and waits for the announcement (appHandshake.ts).
// webpackPreload: an app-mode document preloads this chunk and the shared modules it loads (entrypoints.json
// `preload`); an island document preloads none of them.
dispatchEvent(new CustomEvent(APP_EVENT, { detail: import(/* webpackPreload: true */ './bootstrap') }));
