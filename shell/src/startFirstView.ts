import { readerStorage } from './readerStorage';
import { readStateHints } from './readStateHints';
import { startAppUpdates } from './startAppUpdates';
import { startHeaderMenu } from './startHeaderMenu';
import { fetchLoggedIn, startIslands, type LoadApp } from './startIslands';
import { startReaderPreferences } from './startReaderPreferences';
import { startReadingProgress } from './startReadingProgress';
import { whenIdle } from './whenIdle';

/**
 * What the shell's entry starts on every page, before and without the SPA runtime (no shared library, no schema
 * library): the header menu and the reader's display settings, the service worker with its update prompt and
 * build poll, and the reading progress bar. Then the runtime: at once in app mode, on intent or when a feature
 * needs it on an island first view (the document's `data-first-view="islands"`, ADR 0013).
 */
export function startFirstView(win: Window, loadApp: LoadApp): void {
  const doc = win.document;
  const hints = readStateHints(doc);
  startHeaderMenu(doc);
  startReaderPreferences(doc, readerStorage(win));
  startAppUpdates(win, hints.buildId);
  whenIdle(() => startReadingProgress(doc), win);
  if (doc.documentElement.dataset.firstView === 'islands')
    startIslands(doc, { loadApp, isLoggedIn: fetchLoggedIn, consentScripts: hints.consentScripts });
  else void loadApp();
}
