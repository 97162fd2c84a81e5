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

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  for (const name of [...html.getAttributeNames()]) html.removeAttribute(name);
});

describe('readerPreferencesScript', () => {
  it('marks the document before the first paint with what the reader chose and dismissed', () => {
    localStorage.setItem('colorMode', 'dark');
    localStorage.setItem(BREAKING_NEWS_DISMISSED_KEY, '4711');
    localStorage.setItem(SWIPE_HINT_DISMISSED_KEY, '1');
    document.head.innerHTML = '<meta name="breaking-news" content="4711">';
    run();
    expect(html.dataset.colorMode).toBe('dark');
    expect(html.getAttribute(BREAKING_NEWS_DISMISSED_ATTRIBUTE)).toBe('4711');
    expect(html.hasAttribute(SWIPE_HINT_DISMISSED_ATTRIBUTE)).toBe(true);
  });

  it('keeps a newer breaking news visible: the dismissed id is not the banner the document shows', () => {
    localStorage.setItem(BREAKING_NEWS_DISMISSED_KEY, '4711');
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
