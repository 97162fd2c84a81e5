/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import '@news/ui/testing/installTextEncoder';
import type { BusEvent } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BookmarksPage } from './BookmarksPage';

const user = {
  ssoId: 's1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};
const loggedIn = { kind: 'loggedIn' as const, user };

const teaser = (documentId: number, title: string) => ({
  documentId,
  title,
  targetPathOrUrl: `/artikel-${documentId}`,
  isSoldContent: false,
  isOpinion: false,
  isPodcast: false,
  isVideoArticle: false,
  contentRestriction: 'free',
  tags: [],
  maintag: 1,
  authors: [],
  publishDate: '2026-11-22T01:56:16.389Z',
});

/** The content API: teasers by id; a missing id answers 404, id 500 answers 500. */
function contentApi(teasers: Record<number, ReturnType<typeof teaser>>) {
  global.fetch = jest.fn(async (href: string) => {
    const url = pagePath(href);
    const id = Number(/articles\/(\d+)\/teaser/.exec(url)?.[1]);
    const body = teasers[id];
    if (id === 500) return { ok: false, status: 500, json: async () => ({}) };
    return body
      ? { ok: true, status: 200, json: async () => body }
      : { ok: false, status: 404, json: async () => ({ status: 404, message: 'page_not_found' }) };
  }) as unknown as typeof fetch;
}

const loaded = (...ids: number[]) =>
  eventBus.publish('bookmarkList', {
    type: 'BOOKMARKS_LOADED',
    bookmarks: ids.map((articleId) => ({ articleId, ts: '2026-03-01T10:00:00.000Z' })),
  });

describe('BookmarksPage', () => {
  beforeEach(() => eventBus.publish('bookmarkList', { type: 'BOOKMARKS_RESET' }));

  it('asks a logged-out reader to log in, without opening the dialog itself', () => {
    render(<BookmarksPage session={{ kind: 'loggedOut' }} />);
    expect(screen.getByText(/Melden Sie sich an, um Artikel zu merken/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('#login');
  });

  it('is loading until the shell announced the list, then shows the empty state', () => {
    render(<BookmarksPage session={loggedIn} />);
    expect(screen.getByRole('status').textContent).toBe('Ihre Merkliste wird geladen …');
    act(() => loaded());
    expect(screen.getByText('Sie haben noch keine Artikel gemerkt.')).toBeTruthy();
  });

  it('shows an error when the list could not be loaded', () => {
    render(<BookmarksPage session={loggedIn} />);
    act(() => eventBus.publish('bookmarkList', { type: 'BOOKMARKS_UNAVAILABLE' }));
    expect(screen.getByRole('alert').textContent).toContain('Ihre Merkliste konnte nicht geladen werden.');
  });

  it('lists the bookmarked articles in the order of the list as linked teasers', async () => {
    contentApi({ 2: teaser(2, 'Neuer Radweg'), 1: teaser(1, 'Alte Brücke') });
    loaded(2, 1, 3, 500);
    render(<BookmarksPage session={loggedIn} />);
    expect(await screen.findByRole('link', { name: 'Neuer Radweg' })).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Neuer Radweg', 'Alte Brücke']);
    expect(screen.getByRole('link', { name: 'Alte Brücke' }).getAttribute('href')).toBe('/artikel-1');
    expect(await screen.findByText('Dieser Artikel ist nicht mehr verfügbar.')).toBeTruthy();
    expect(await screen.findByText('Dieser Artikel konnte gerade nicht geladen werden.')).toBeTruthy();
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/content/v5/articles/2/teaser',
      expect.anything(),
    );
  });

  it('asks the shell to remove an article; it leaves when the list changes, stays when that failed', async () => {
    contentApi({ 2: teaser(2, 'Neuer Radweg'), 1: teaser(1, 'Alte Brücke') });
    loaded(2, 1);
    const requests: BusEvent<'bookmarks'>[] = [];
    const subscription = eventBus.on('bookmarks').subscribe((e) => requests.push(e));
    render(<BookmarksPage session={loggedIn} />);
    const remove = await screen.findByRole('button', { name: '„Neuer Radweg“ von der Merkliste entfernen' });
    fireEvent.click(remove);
    expect(requests).toEqual([{ type: 'BOOKMARK_REMOVE_REQUESTED', articleId: 2 }]);
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    act(() => eventBus.publish('bookmarks', { type: 'BOOKMARK_FAILED', articleId: 2, action: 'remove' }));
    expect((remove as HTMLButtonElement).disabled).toBe(false);
    act(() => loaded(1));
    expect(screen.queryByRole('link', { name: 'Neuer Radweg' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Alte Brücke' })).toBeTruthy();
    subscription.unsubscribe();
  });
});
