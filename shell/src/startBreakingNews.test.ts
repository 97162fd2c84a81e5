/** @jest-environment jsdom */
import { fireEvent } from '@testing-library/dom';
import { BREAKING_NEWS_DISMISSED_KEY } from '@news/contracts/breakingNewsDismissal';
import { readCookieText } from '@news/contracts/cookieText';
import { DISMISSED_KEY, startBreakingNews } from './startBreakingNews';

const banner = () => document.querySelector('.shell-breaking') as HTMLElement;

beforeEach(() => {
  document.cookie = `${BREAKING_NEWS_DISMISSED_KEY}=; path=/; max-age=0`;
  document.body.innerHTML =
    '<header></header><aside class="shell-breaking" aria-labelledby="b" data-breaking-id="4711">' +
    '<span id="b">Eilmeldung</span><a href="/grossbrand-4711">Großbrand</a>' +
    '<button type="button" class="shell-breaking__close" aria-label="Eilmeldung ausblenden">×</button></aside>' +
    '<main id="app-main" tabindex="-1"></main>';
});

describe('startBreakingNews', () => {
  it('keeps the dismissal under the name the gateway’s inline script reads', () => {
    expect(DISMISSED_KEY).toBe(BREAKING_NEWS_DISMISSED_KEY);
  });

  it('hides the banner on its close button, keeps the dismissal and moves the focus to the main content', () => {
    startBreakingNews(document);
    expect(banner().hidden).toBe(false);
    const close = document.querySelector('.shell-breaking__close') as HTMLButtonElement;
    close.focus();
    fireEvent.click(close);
    expect(banner().hidden).toBe(true);
    expect(readCookieText(document.cookie, BREAKING_NEWS_DISMISSED_KEY)).toBe('4711');
    expect(document.activeElement?.id).toBe('app-main');
  });
});
