/** @jest-environment jsdom */
import { fireEvent } from '@testing-library/dom';
import { showBreakingNews, startBreakingNews } from './startBreakingNews';

const banner = () => document.querySelector('.shell-breaking') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-breaking-dismissed');
  document.body.innerHTML =
    '<header></header><aside class="shell-breaking" aria-labelledby="b" data-breaking-id="4711">' +
    '<span id="b">Eilmeldung</span><a href="/grossbrand-4711">Großbrand</a>' +
    '<button type="button" class="shell-breaking__close" aria-label="Eilmeldung ausblenden">×</button></aside>' +
    '<main id="app-main" tabindex="-1"></main>';
});

describe('showBreakingNews', () => {
  it('shows a breaking news until the reader dismisses exactly that one', () => {
    expect(showBreakingNews('4711', localStorage)).toBe(true);
    localStorage.setItem('breakingNewsDismissed', '4711');
    expect(showBreakingNews('4711', localStorage)).toBe(false);
    expect(showBreakingNews('4712', localStorage)).toBe(true);
  });
});

describe('startBreakingNews', () => {
  it('hides the banner on its close button, keeps the dismissal and moves the focus to the main content', () => {
    startBreakingNews(document, localStorage);
    const close = document.querySelector('.shell-breaking__close') as HTMLButtonElement;
    close.focus();
    fireEvent.click(close);
    expect(banner().hidden).toBe(true);
    expect(localStorage.getItem('breakingNewsDismissed')).toBe('4711');
    expect(document.documentElement.getAttribute('data-breaking-dismissed')).toBe('4711');
    expect(document.activeElement?.id).toBe('app-main');
  });

  it('hides a banner dismissed before and leaves a newer one visible', () => {
    localStorage.setItem('breakingNewsDismissed', '4711');
    startBreakingNews(document, localStorage);
    expect(banner().hidden).toBe(true);

    banner().hidden = false;
    banner().dataset.breakingId = '4712';
    startBreakingNews(document, localStorage);
    expect(banner().hidden).toBe(false);
  });
});
