import { APP_EVENT, type App } from './appHandshake';

/**
 * The scripts of the shell's federated entry, in order: the gateway names them from the build on the document's
 * root (`<html data-app-scripts>`), never from anything a request chose. Only same-origin paths count.
 */
export function appScriptsOf(doc: Document): string[] {
  const names = doc.documentElement.dataset.appScripts ?? '';
  return names.split(' ').filter((src) => src.startsWith('/') && !src.startsWith('//'));
}

/**
 * Starts the SPA runtime from the first-view entry: injects the federated entry's scripts (an app-mode document has
 * preloaded them) and resolves with what that entry announces (APP_EVENT): bootstrap's module, whose `appReady`
 * resolves once the first route is mounted. Rejects when a script cannot load or the document names none, so a
 * held link is then followed by the browser (startIslands). Call it once (startIslands does).
 */
export function loadFederatedApp(doc: Document): Promise<App> {
  const win = doc.defaultView;
  const scripts = appScriptsOf(doc);
  if (!win || scripts.length === 0)
    return Promise.reject(new Error('the document names no app entry (data-app-scripts)'));
  return new Promise<App>((resolve, reject) => {
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
}
