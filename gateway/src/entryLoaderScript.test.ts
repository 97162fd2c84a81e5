/** @jest-environment jsdom */
import {
  ENTRIES_ATTRIBUTE,
  entryLoaderScript,
  entryPreloadScript,
  PRELOAD_ATTRIBUTE,
} from './entryLoaderScript';

/** Runs an inline script as the browser would, with `document.currentScript` set to its element. */
function run(script: HTMLScriptElement, text: string) {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(text)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('preloads the entries (marked) and the startup scripts, at low priority, in their order', () => {
  const script = document.createElement('script');
  script.setAttribute(ENTRIES_ATTRIBUTE, '/remotes/shell/main.1.js /remotes/shell/islands.2.js');
  script.setAttribute(PRELOAD_ATTRIBUTE, '/remotes/shell/news-shared.3.js');
  document.head.append(script);
  run(script, entryPreloadScript);
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
  expect(links.map((l) => [new URL(l.href).pathname, l.hasAttribute('data-entry')])).toEqual([
    ['/remotes/shell/main.1.js', true],
    ['/remotes/shell/islands.2.js', true],
    ['/remotes/shell/news-shared.3.js', false],
  ]);
  expect(links.every((l) => l.getAttribute('fetchpriority') === 'low')).toBe(true);
  expect(document.querySelectorAll('script[src]')).toHaveLength(0);
});

it('starts the entries at the end of the document, in their order and not async (as defer did)', () => {
  const head = document.createElement('script');
  head.setAttribute(ENTRIES_ATTRIBUTE, '/remotes/shell/main.1.js /remotes/shell/islands.2.js');
  document.head.append(head);
  const loader = document.createElement('script');
  document.body.append(loader);
  run(loader, entryLoaderScript);
  const started = [...document.body.querySelectorAll<HTMLScriptElement>('script[src]')];
  expect(started.map((s) => [new URL(s.src).pathname, s.async])).toEqual([
    ['/remotes/shell/main.1.js', false],
    ['/remotes/shell/islands.2.js', false],
  ]);
});

it('starts nothing when the document names no entry', () => {
  const loader = document.createElement('script');
  document.body.append(loader);
  run(loader, entryLoaderScript);
  expect(document.querySelectorAll('script[src]')).toHaveLength(0);
});
