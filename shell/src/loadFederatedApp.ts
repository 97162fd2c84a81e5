import { APP_EVENT, type App } from './appHandshake';
import { loadFontStylesheets } from './loadFontStylesheets';
import { loadFullStylesheets } from './loadFullStylesheets';
import { pathsOf } from './pathsOf';
import { whenIdle } from './whenIdle';

/** The scripts of the shell's federated entry, in order, as the document names them (`<html data-app-scripts>`). */
export const appScriptsOf = (doc: Document): string[] => pathsOf(doc.documentElement.dataset.appScripts);

/**
 * Starts the SPA runtime from the first-view entry: injects the federated entry's scripts (an app-mode document has
 * preloaded them) and resolves with what that entry announces (APP_EVENT): bootstrap's module, whose `appReady`
 * resolves once the first route is mounted. On an island document it first puts in the whole stylesheets (before
 * any remote's CSS loader looks for them, loadFullStylesheets) and preloads the files the runtime starts with
 * (`<html data-app-preload>`: the entry's startup chunks, the page remote's entry and ./app), so they load beside
 * the entry instead of after it; once the first route is mounted, on idle, the stylesheets of all font faces for the
 * pages the runtime shows (loadFontStylesheets). Rejects when a script cannot load or the document names none, so a
 * held link is then followed by the browser (startIslands). Call it once (startIslands does).
 */
export function loadFederatedApp(doc: Document): Promise<App> {
  const win = doc.defaultView;
  const scripts = appScriptsOf(doc);
  if (!win || scripts.length === 0)
    return Promise.reject(new Error('the document names no app entry (data-app-scripts)'));
  loadFullStylesheets(doc);
  for (const href of pathsOf(doc.documentElement.dataset.appPreload)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
  const app = new Promise<App>((resolve, reject) => {
    win.addEventListener(APP_EVENT, (event) => resolve(event.detail), { once: true });
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      // in document order, like the deferred scripts they replace
      script.async = false;
      script.onerror = () => reject(new Error(`the app entry did not load: ${src}`));
      doc.head.append(script);
    }
  });
  // every face for the pages the runtime shows, once its first route is up and the browser is idle: added faces
  // make the browser lay out all text again, which must not delay the click the runtime was started for
  void app
    .then((started) => started.appReady)
    .then(
      () => whenIdle(() => loadFontStylesheets(doc), win),
      () => undefined,
    );
  return app;
}
