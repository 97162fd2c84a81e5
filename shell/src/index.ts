import './shell.css';
// Async boundary: the shared singletons (react, rxjs, event bus, ...) are negotiated before any of them is used.
// webpackPreload: the document preloads this chunk and the shared modules it loads (entrypoints.json `preload`).
import(/* webpackPreload: true */ './bootstrap');
