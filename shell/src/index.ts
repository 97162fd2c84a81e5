import './fonts/fonts.css';
import './shell.css';
import { afterNextPaint } from './afterNextPaint';
import { startFirstView } from './startFirstView';

// The server-rendered page paints first; the shell's JavaScript starts after that frame.
// The entry itself needs no shared library; the SPA runtime (bootstrap) is the async boundary at which the shared
// singletons (react, rxjs, event bus, ...) are negotiated. It starts at once in app mode and on intent on an
// island first view (startFirstView, ADR 0013).
// webpackPreload: an app-mode document preloads this chunk and the shared modules it loads (entrypoints.json
// `preload`); an island document preloads none of them.
void afterNextPaint().then(() =>
  startFirstView(window, () => import(/* webpackPreload: true */ './bootstrap')),
);
