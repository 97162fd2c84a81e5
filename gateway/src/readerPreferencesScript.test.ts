/** @jest-environment jsdom */
import {
  BREAKING_NEWS_DISMISSED_ATTRIBUTE,
  BREAKING_NEWS_DISMISSED_KEY,
} from '@news/contracts/breakingNewsDismissal';
import { SWIPE_HINT_DISMISSED_ATTRIBUTE, SWIPE_HINT_DISMISSED_KEY } from '@news/contracts/swipeHintDismissal';
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_COOKIE } from '@news/contracts/sessionHint';
import { readerPreferencesScript } from './readerPreferencesScript';

const html = document.documentElement;
const run = () => new Function(readerPreferencesScript)();

const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);

beforeEach(() => {
  for (const pair of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`;
  localStorage.clear();
  document.head.innerHTML = '';
  for (const name of [...html.getAttributeNames()]) html.removeAttribute(name);
});

describe('readerPreferencesScript', () => {
  it('marks the document before the first paint with what the reader chose and dismissed', () => {
    setCookie('colorMode', 'dark');
    setCookie(BREAKING_NEWS_DISMISSED_KEY, '4711');
    setCookie(SWIPE_HINT_DISMISSED_KEY, '1');
    setCookie('fontSize', '137.5');
    document.head.innerHTML = '<meta name="breaking-news" content="4711">';
    run();
    expect(html.dataset.colorMode).toBe('dark');
    expect(html.getAttribute(BREAKING_NEWS_DISMISSED_ATTRIBUTE)).toBe('4711');
    expect(html.hasAttribute(SWIPE_HINT_DISMISSED_ATTRIBUTE)).toBe(true);
    expect(html.style.fontSize).toBe('137.5%');
  });

  it('reads the cookies only, never localStorage (a synchronous round trip in the parse)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    try {
      localStorage.setItem('colorMode', 'dark');
      getItem.mockClear();
      run();
      expect(getItem).not.toHaveBeenCalled();
      expect(html.dataset.colorMode).toBeUndefined();
    } finally {
      getItem.mockRestore();
    }
  });

  it('ignores a colour mode or font size it does not know, and a cookie whose name only ends with one', () => {
    setCookie('colorMode', 'sepia');
    setCookie('xfontSize', '150');
    setCookie('fontSize', '1e3;x');
    run();
    expect(html.getAttributeNames()).toEqual([]);
  });

  it('keeps a newer breaking news visible: the dismissed id is not the banner the document shows', () => {
    setCookie(BREAKING_NEWS_DISMISSED_KEY, '4711');
    document.head.innerHTML = '<meta name="breaking-news" content="4712">';
    run();
    expect(html.hasAttribute(BREAKING_NEWS_DISMISSED_ATTRIBUTE)).toBe(false);
  });

  it('marks a browser with the session hint, and only with it', () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    run();
    expect(html.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    html.removeAttribute(SESSION_HINT_ATTRIBUTE);
    document.cookie = `x${SESSION_HINT_COOKIE}=1; path=/`;
    run();
    expect(html.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
    document.cookie = `x${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
  });

  it('marks nothing for a reader who chose and dismissed nothing', () => {
    run();
    expect(html.getAttributeNames()).toEqual([]);
  });
});
