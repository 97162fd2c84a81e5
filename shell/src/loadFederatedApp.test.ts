/** @jest-environment jsdom */
import { APP_EVENT, type App } from './appHandshake';
import { appScriptsOf, loadFederatedApp } from './loadFederatedApp';

const entryTag = (app: string) => {
  document.documentElement.dataset.appScripts = app;
};
const injected = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].map((s) => ({
    src: new URL(s.src).pathname,
    async: s.async,
  }));
const announce = (app: Promise<App>) => window.dispatchEvent(new CustomEvent(APP_EVENT, { detail: app }));

beforeEach(async () => {
  // the idle work an earlier test's runtime left (whenIdle) runs before this test's document is set up
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.head.innerHTML = '';
  delete document.documentElement.dataset.appScripts;
  delete document.documentElement.dataset.appPreload;
  delete document.documentElement.dataset.stylesheets;
  delete document.documentElement.dataset.fontStylesheets;
});

describe('appScriptsOf', () => {
  it("reads the federated entry's scripts the document names on its root, in order", () => {
    entryTag('/remotes/shell/runtime.1.js /remotes/shell/main.2.js');
    expect(appScriptsOf(document)).toEqual(['/remotes/shell/runtime.1.js', '/remotes/shell/main.2.js']);
  });

  it('takes same-origin paths only', () => {
    entryTag('https://cdn.example/main.js //cdn.example/x.js javascript:alert(1) /remotes/shell/main.2.js');
    expect(appScriptsOf(document)).toEqual(['/remotes/shell/main.2.js']);
    delete document.documentElement.dataset.appScripts;
    expect(appScriptsOf(document)).toEqual([]);
  });
});

describe('loadFederatedApp', () => {
  it('injects the scripts in document order and resolves with what the federated entry announces', async () => {
    entryTag('/remotes/shell/runtime.1.js /remotes/shell/main.2.js');
    const loading = loadFederatedApp(document);
    expect(injected()).toEqual([
      { src: '/remotes/shell/runtime.1.js', async: false },
      { src: '/remotes/shell/main.2.js', async: false },
    ]);
    const appReady = Promise.resolve();
    announce(Promise.resolve({ appReady }));
    await expect(loading).resolves.toEqual({ appReady });
  });

  it('puts in the whole stylesheets at once, and the font faces only once the first route is up and idle', async () => {
    entryTag('/remotes/shell/main.2.js');
    document.documentElement.dataset.stylesheets = '/remotes/shell/first-view/first-view.3.css';
    document.documentElement.dataset.fontStylesheets = '/remotes/shell/first-view/first-view-fonts.4.css';
    const sheets = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) =>
        l.getAttribute('href'),
      );
    const loading = loadFederatedApp(document);
    expect(sheets()).toEqual(['/remotes/shell/first-view/first-view.3.css']);
    let mounted = () => undefined as void;
    const appReady = new Promise<void>((resolve) => (mounted = resolve));
    announce(Promise.resolve({ appReady }));
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sheets()).toHaveLength(1);
    mounted();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sheets()).toEqual([
      '/remotes/shell/first-view/first-view.3.css',
      '/remotes/shell/first-view/first-view-fonts.4.css',
    ]);
  });

  it('preloads the files the runtime starts with beside the entry, when the document names them (island view)', async () => {
    entryTag('/remotes/shell/main.2.js');
    document.documentElement.dataset.appPreload =
      '/remotes/shell/698.3.js https://cdn.example/x.js /remotes/mf-articles/remoteEntry.js';
    const loading = loadFederatedApp(document);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => ({
      rel: l.rel,
      as: l.as,
      href: new URL(l.href).pathname,
    }));
    expect(preloads).toEqual([
      { rel: 'preload', as: 'script', href: '/remotes/shell/698.3.js' },
      { rel: 'preload', as: 'script', href: '/remotes/mf-articles/remoteEntry.js' },
    ]);
    expect(injected()).toEqual([{ src: '/remotes/shell/main.2.js', async: false }]);
    const appReady = Promise.resolve();
    announce(Promise.resolve({ appReady }));
    await expect(loading).resolves.toEqual({ appReady });
  });

  it('rejects when the runtime module fails, so a held link is followed by the browser', async () => {
    entryTag('/remotes/shell/main.2.js');
    const loading = loadFederatedApp(document);
    announce(Promise.reject(new Error('ChunkLoadError')));
    await expect(loading).rejects.toThrow('ChunkLoadError');
  });

  it('rejects when a script cannot load', async () => {
    entryTag('/remotes/shell/main.2.js');
    const loading = loadFederatedApp(document);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('/remotes/shell/main.2.js');
  });

  it('rejects without injecting anything when the document names no app entry', async () => {
    await expect(loadFederatedApp(document)).rejects.toThrow('data-app-scripts');
    entryTag('https://cdn.example/main.js');
    await expect(loadFederatedApp(document)).rejects.toThrow('data-app-scripts');
    expect(injected()).toEqual([]);
  });
});
