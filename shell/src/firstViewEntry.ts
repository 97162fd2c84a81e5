import './shell.css';
import { afterNextPaint } from './afterNextPaint';
import { loadFederatedApp } from './loadFederatedApp';
import { startFirstView } from './startFirstView';

// The shell's first-view entry (ADR 0013), its own build without the federation runtime: the one script every
// document loads. It owns the stylesheet the document inlines (the font faces are an entry of their own,
// shell/webpack.config.js). The server-rendered page paints first; this starts
// after that frame. The SPA runtime (the federated entry, then bootstrap with the shared singletons) loads through
// loadFederatedApp: at once in app mode (the document preloads its files), on intent on an island first view.
void afterNextPaint().then(() => startFirstView(window, () => loadFederatedApp(document)));
