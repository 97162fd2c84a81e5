import { readStateHints } from './readStateHints';
import { startBreakingNews } from './startBreakingNews';
import { startAppUpdates } from './startAppUpdates';
import { startHeaderMenu } from './startHeaderMenu';
import { loadFullStylesheets } from './loadFullStylesheets';
import { fetchLoggedIn, startIslands, type LoadApp } from './startIslands';
import { startReaderPreferences } from './startReaderPreferences';
import { startReadingProgress } from './startReadingProgress';
import { whenIdle } from './whenIdle';

/**
 * What the shell's first-view entry (firstViewEntry.ts, a build without the federation runtime) starts on every
 * page, before and without the SPA runtime (no shared library, no schema library): the header menu, the reader's
 * display settings, the breaking-news banner, the service worker with its update prompt and build poll, and the
 * reading progress bar; on idle the whole stylesheets of an island first view, whose document inlines only the
 * rules its markup uses (loadFullStylesheets). Then the runtime (`loadApp`: the federated entry): at once in app mode, on intent or when a
 * feature needs it on an island first view (the document's `data-first-view="islands"`, ADR 0013).
 */
export function startFirstView(win: Window, loadApp: LoadApp): void {
  const doc = win.document;
  const hints = readStateHints(doc);
  startHeaderMenu(doc);
  startReaderPreferences(doc);
  startBreakingNews(doc);
  startAppUpdates(win, hints.buildId);
  whenIdle(() => startReadingProgress(doc), win);
  whenIdle(() => loadFullStylesheets(doc), win);
  if (doc.documentElement.dataset.firstView === 'islands')
    startIslands(doc, { loadApp, isLoggedIn: fetchLoggedIn, consentScripts: hints.consentScripts });
  else void loadApp();
}
