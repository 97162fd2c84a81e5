/** @jest-environment jsdom */
import { fireEvent } from '@testing-library/dom';
import { SESSION_HINT_ATTRIBUTE } from '@news/contracts/sessionHint';
import { STALE_PAGE_ERROR } from './appHandshake';
import { startIslands, type LoadApp } from './startIslands';

type Started = { resolveApp: () => void; failApp: (error: Error) => void; loadApp: jest.Mock };

/** A runtime whose start the test controls: loadApp resolves at once, its `appReady` when the test says so. */
function runtime(): Started {
  let resolveApp = () => {};
  let failApp: (error: Error) => void = () => {};
  const appReady = new Promise<void>((resolve, reject) => {
    resolveApp = resolve;
    failApp = reject;
  });
  const loadApp = jest.fn<ReturnType<LoadApp>, []>(() => Promise.resolve({ appReady }));
  return { resolveApp: () => resolveApp(), failApp: (e) => failApp(e), loadApp };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let idle: (() => void) | undefined;
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

beforeEach(() => {
  idle = undefined;
  document.documentElement.removeAttribute('data-shell-ready');
  window.requestIdleCallback = ((cb: () => void) => {
    idle = cb;
    return 1;
  }) as typeof window.requestIdleCallback;
  window.history.replaceState(null, '', '/lokales/brücke-a-1.html');
  document.body.innerHTML =
    '<header><a class="shell-brand" href="/">Marke</a><a href="https://other.example/">Partner</a>' +
    '<a href="/impressum" target="_blank">Impressum</a></header>' +
    '<div id="slot-mf-consent"><form><button type="submit">Nur notwendige</button></form></div>' +
    '<main><div id="slot-mf-articles"><article><p>Text</p><a href="#kommentare">Kommentare</a>' +
    '<button type="button" class="bookmark">Merken</button></article></div></main>';
});

const start = (r: Started, over: { consentScripts?: boolean; loggedIn?: boolean } = {}) => {
  const isLoggedIn = jest.fn(() => Promise.resolve(over.loggedIn ?? false));
  stops.push(
    startIslands(document, { loadApp: r.loadApp, isLoggedIn, consentScripts: over.consentScripts ?? false }),
  );
  return { isLoggedIn };
};

describe('startIslands', () => {
  it('marks the shell ready and loads no runtime while the reader only reads', async () => {
    const r = runtime();
    start(r);
    expect(document.documentElement.dataset.shellReady).toBe('true');
    fireEvent.pointerOver(document.querySelector('article p')!);
    fireEvent.click(document.querySelector('article p')!);
    idle?.();
    await flush();
    expect(r.loadApp).not.toHaveBeenCalled();
  });

  it('starts the runtime on a pointer, a touch or focus on a link of the site, once', () => {
    const r = runtime();
    start(r);
    fireEvent.pointerOver(document.querySelector('a[href="https://other.example/"]')!);
    expect(r.loadApp).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.querySelector('a.shell-brand')!);
    fireEvent.touchStart(document.querySelector('a.shell-brand')!);
    fireEvent.focusIn(document.querySelector('button.bookmark')!);
    expect(r.loadApp).toHaveBeenCalledTimes(1);
  });

  it('starts the runtime when the reader points at the consent layer', () => {
    const r = runtime();
    start(r);
    fireEvent.pointerOver(document.querySelector('#slot-mf-consent button')!);
    expect(r.loadApp).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a link of the site and replays it on the same link once the first route is mounted', async () => {
    const r = runtime();
    start(r);
    const link = document.querySelector<HTMLAnchorElement>('a.shell-brand')!;
    const seen: boolean[] = [];
    document.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    expect(fireEvent.click(link)).toBe(false);
    await flush();
    expect(seen).toEqual([true]);
    r.resolveApp();
    await flush();
    // the replayed click is the runtime's to handle (interceptLinks routes it in the app)
    expect(seen).toEqual([true, false]);
    expect(fireEvent.click(link)).toBe(true);
  });

  it('replays a click on an app control after the page remote has hydrated', async () => {
    const r = runtime();
    start(r);
    const button = document.querySelector<HTMLButtonElement>('button.bookmark')!;
    const clicks = jest.fn();
    fireEvent.click(button);
    button.addEventListener('click', clicks);
    expect(clicks).not.toHaveBeenCalled();
    r.resolveApp();
    await flush();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('replays only the last of several clicks made while the runtime loads', async () => {
    const r = runtime();
    start(r);
    const button = document.querySelector<HTMLButtonElement>('button.bookmark')!;
    const link = document.querySelector<HTMLAnchorElement>('a.shell-brand')!;
    const buttonClicks = jest.fn();
    const linkClicks = jest.fn();
    fireEvent.click(button);
    fireEvent.click(link);
    button.addEventListener('click', buttonClicks);
    link.addEventListener('click', linkClicks);
    r.resolveApp();
    await flush();
    expect(buttonClicks).not.toHaveBeenCalled();
    expect(linkClicks).toHaveBeenCalledTimes(1);
  });

  it("leaves other sites' links, new windows, hash links, modified clicks and the consent form to the browser", () => {
    const r = runtime();
    start(r);
    // whether the island layer took the click; then nothing navigates the test's document
    const taken: boolean[] = [];
    const record = (e: Event) => {
      taken.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    document.addEventListener('submit', record);
    fireEvent.click(document.querySelector('a[href="https://other.example/"]')!);
    fireEvent.click(document.querySelector('a[target="_blank"]')!);
    fireEvent.click(document.querySelector('a[href="#kommentare"]')!);
    fireEvent.click(document.querySelector('a.shell-brand')!, { ctrlKey: true });
    fireEvent.click(document.querySelector('#slot-mf-consent button')!);
    document.removeEventListener('click', record);
    document.removeEventListener('submit', record);
    expect(taken).toEqual([false, false, false, false, false]);
    expect(r.loadApp).not.toHaveBeenCalled();
  });

  it('logs a page whose data changed since it was rendered as information, and follows the held link', async () => {
    const r = runtime();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      start(r);
      fireEvent.click(document.querySelector('a.shell-brand')!);
      const stale = new Error('the page data changed since the document was rendered');
      stale.name = STALE_PAGE_ERROR;
      r.failApp(stale);
      await flush();
      expect(info.mock.calls.map((args) => String(args[0]))).toContain(
        '[shell] the app runtime did not start',
      );
      expect(errors.mock.calls.map((args) => String(args[0]))).not.toContain(
        '[shell] the app runtime did not start',
      );
      // location.assign(href): jsdom reports the navigation it does not implement
      expect(errors.mock.calls.some((args) => /navigation/i.test(String(args[0])))).toBe(true);
    } finally {
      info.mockRestore();
      errors.mockRestore();
    }
  });

  it('follows a held link as a plain link when the runtime cannot start, and holds no further click', async () => {
    const r = runtime();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      start(r);
      fireEvent.click(document.querySelector('a.shell-brand')!);
      r.failApp(new Error('ChunkLoadError'));
      await flush();
      const logged = errors.mock.calls.map((args) => String(args[0]));
      expect(logged).toContain('[shell] the app runtime did not start');
      // location.assign(href): jsdom reports the navigation it does not implement
      expect(errors.mock.calls.some((args) => /navigation/i.test(String(args[0])))).toBe(true);
      expect(fireEvent.click(document.querySelector('button.bookmark')!)).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  it('starts the runtime on idle for a logged-in reader, and not for an anonymous one', async () => {
    const anonymous = runtime();
    const { isLoggedIn } = start(anonymous);
    expect(isLoggedIn).not.toHaveBeenCalled();
    idle?.();
    await flush();
    expect(isLoggedIn).toHaveBeenCalledTimes(1);
    expect(anonymous.loadApp).not.toHaveBeenCalled();

    const reader = runtime();
    start(reader, { loggedIn: true });
    idle?.();
    await flush();
    expect(reader.loadApp).toHaveBeenCalledTimes(1);
  });

  it('drops a stale session hint once the server says nobody is logged in, and keeps a true one', async () => {
    const html = document.documentElement;
    html.setAttribute(SESSION_HINT_ATTRIBUTE, '');
    start(runtime());
    idle?.();
    await flush();
    expect(html.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);

    html.setAttribute(SESSION_HINT_ATTRIBUTE, '');
    start(runtime(), { loggedIn: true });
    idle?.();
    await flush();
    expect(html.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    html.removeAttribute(SESSION_HINT_ATTRIBUTE);
  });

  it('starts the runtime on idle for consent-gated scripts the reader has consented to, not otherwise', async () => {
    const cookie = (value: string) => (document.cookie = `news_consent=${value}; path=/`);
    cookie('4.necessary');
    const necessary = runtime();
    start(necessary, { consentScripts: true });
    idle?.();
    await flush();
    expect(necessary.loadApp).not.toHaveBeenCalled();

    cookie('4.some.kdm');
    const noScripts = runtime();
    start(noScripts, { consentScripts: false });
    idle?.();
    await flush();
    expect(noScripts.loadApp).not.toHaveBeenCalled();

    const granted = runtime();
    start(granted, { consentScripts: true });
    idle?.();
    expect(granted.loadApp).toHaveBeenCalledTimes(1);
    document.cookie = 'news_consent=; max-age=0; path=/';
  });

  it('starts the runtime at once for a URL with a query or a hash, and on a hash change', () => {
    window.history.replaceState(null, '', '/lokales/brücke-a-1.html?userState=login');
    const query = runtime();
    start(query);
    expect(query.loadApp).toHaveBeenCalledTimes(1);

    window.history.replaceState(null, '', '/lokales/brücke-a-1.html');
    const later = runtime();
    start(later);
    expect(later.loadApp).not.toHaveBeenCalled();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(later.loadApp).toHaveBeenCalledTimes(1);
  });
});
