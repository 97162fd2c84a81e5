/** @jest-environment jsdom */
import { ENTRIES_ATTRIBUTE, entryLoaderScript, PRELOAD_ATTRIBUTE } from './entryLoaderScript';

/** Runs an inline script as the browser would, with `document.currentScript` set to its element. */
function run(script: HTMLScriptElement, text: string) {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(text)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

/** Lets run() see the document as still being parsed, as the head's script does. */
function parsing(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

function headScript(entries: string, preload?: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute(ENTRIES_ATTRIBUTE, entries);
  if (preload) script.setAttribute(PRELOAD_ATTRIBUTE, preload);
  document.head.append(script);
  return script;
}

const started = () =>
  [...document.body.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => [
    new URL(s.src).pathname,
    s.async,
  ]);

// A listener stays on the shared jsdom document: the one test that parses ("loading") ends by firing the event.
it('preloads the entries (marked) and the startup scripts at once, at low priority, and starts the entries once the document has been parsed, in their order and not async (as defer did)', () => {
  parsing('loading');
  run(
    headScript('/remotes/shell/main.1.js /remotes/shell/islands.2.js', '/remotes/shell/news-shared.3.js'),
    entryLoaderScript,
  );
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
  expect(links.map((l) => [new URL(l.href).pathname, l.hasAttribute('data-entry')])).toEqual([
    ['/remotes/shell/main.1.js', true],
    ['/remotes/shell/islands.2.js', true],
    ['/remotes/shell/news-shared.3.js', false],
  ]);
  expect(links.every((l) => l.getAttribute('fetchpriority') === 'low')).toBe(true);
  expect(started()).toEqual([]);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(started()).toEqual([
    ['/remotes/shell/main.1.js', false],
    ['/remotes/shell/islands.2.js', false],
  ]);
});

it('starts the entries at once where the document was parsed before the script ran', () => {
  parsing('interactive');
  run(headScript('/remotes/shell/main.1.js'), entryLoaderScript);
  expect(started()).toEqual([['/remotes/shell/main.1.js', false]]);
});

it('starts nothing and preloads nothing when the document names no entry', () => {
  parsing('interactive');
  run(headScript(''), entryLoaderScript);
  expect(started()).toEqual([]);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});
