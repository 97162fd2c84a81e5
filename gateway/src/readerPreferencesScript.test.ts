/** @jest-environment jsdom */
import { BREAKING_NEWS_DISMISSED_ATTRIBUTE } from '@news/contracts/breakingNewsDismissal';
import { SWIPE_HINT_DISMISSED_ATTRIBUTE, SWIPE_HINT_DISMISSED_KEY } from '@news/contracts/swipeHintDismissal';
import { readerPreferencesScript } from './readerPreferencesScript';

const html = document.documentElement;
const run = () => new Function(readerPreferencesScript)();

beforeEach(() => {
  localStorage.clear();
  for (const name of [...html.getAttributeNames()]) html.removeAttribute(name);
});

describe('readerPreferencesScript', () => {
  it('marks the document before the first paint with what the reader chose and dismissed', () => {
    localStorage.setItem('colorMode', 'dark');
    localStorage.setItem('breakingNewsDismissed', '4711');
    localStorage.setItem(SWIPE_HINT_DISMISSED_KEY, '1');
    run();
    expect(html.dataset.colorMode).toBe('dark');
    expect(html.getAttribute(BREAKING_NEWS_DISMISSED_ATTRIBUTE)).toBe('4711');
    expect(html.hasAttribute(SWIPE_HINT_DISMISSED_ATTRIBUTE)).toBe(true);
  });

  it('marks nothing for a reader who chose and dismissed nothing', () => {
    run();
    expect(html.getAttributeNames()).toEqual([]);
  });
});
