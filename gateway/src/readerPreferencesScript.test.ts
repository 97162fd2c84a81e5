/** @jest-environment jsdom */
import {
  BREAKING_NEWS_DISMISSED_ATTRIBUTE,
  BREAKING_NEWS_DISMISSED_KEY,
} from '@news/contracts/breakingNewsDismissal';
import { SWIPE_HINT_DISMISSED_ATTRIBUTE, SWIPE_HINT_DISMISSED_KEY } from '@news/contracts/swipeHintDismissal';
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

  it('marks nothing for a reader who chose and dismissed nothing', () => {
    run();
    expect(html.getAttributeNames()).toEqual([]);
  });
});
