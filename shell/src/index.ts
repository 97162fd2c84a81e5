import './fonts/fonts.css';
import './shell.css';
import { afterNextPaint } from './afterNextPaint';

// The server-rendered page paints first; the shell's JavaScript starts after that frame.
// Async boundary: the shared singletons (react, rxjs, event bus, ...) are negotiated before any of them is used.
// webpackPreload: the document preloads this chunk and the shared modules it loads (entrypoints.json `preload`).
void afterNextPaint().then(() => import(/* webpackPreload: true */ './bootstrap'));
