/** @jest-environment jsdom */
import { renderBookmarksLink } from './renderBookmarksLink';

const ts = '2026-03-01T10:00:00.000Z';
const link = () => document.querySelector<HTMLAnchorElement>('a.shell-bookmarks');

describe('renderBookmarksLink', () => {
  beforeEach(() => {
    document.body.innerHTML = '<header><a class="shell-account" href="/account">Lena</a></header>';
  });

  it('shows the link with the count before the account link, and updates the count', () => {
    renderBookmarksLink(document, {
      type: 'BOOKMARKS_LOADED',
      bookmarks: [
        { articleId: 1, ts },
        { articleId: 2, ts },
      ],
    });
    expect(link()?.textContent).toBe('Merkliste (2)');
    expect(link()?.getAttribute('href')).toBe('/bookmarks');
    expect(link()?.nextElementSibling?.className).toBe('shell-account');
    renderBookmarksLink(document, { type: 'BOOKMARKS_LOADED', bookmarks: [{ articleId: 1, ts }] });
    expect(document.querySelectorAll('a.shell-bookmarks')).toHaveLength(1);
    expect(link()?.textContent).toBe('Merkliste (1)');
  });

  it('shows no count when the list could not be loaded, and leaves with the logout', () => {
    renderBookmarksLink(document, { type: 'BOOKMARKS_UNAVAILABLE' });
    expect(link()?.textContent).toBe('Merkliste');
    renderBookmarksLink(document, { type: 'BOOKMARKS_RESET' });
    expect(link()).toBeNull();
  });
});
