/** @jest-environment jsdom */
import './testing/installTextEncoder';
import type { BusEvent } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { publishAnalyticsClicks } from '@news/event-bus/publishAnalyticsClicks';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BOOKMARK_FEEDBACK_MS, BookmarkButton } from './BookmarkButton';

const user = {
  ssoId: 's1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};
const ts = '2026-03-01T10:00:00.000Z';

function recordRequests() {
  const requests: BusEvent<'bookmarks'>[] = [];
  const subscription = eventBus.on('bookmarks').subscribe((e) => {
    if (e.type.endsWith('_REQUESTED')) requests.push(e);
  });
  return { requests, stop: () => subscription.unsubscribe() };
}

const toggle = () => screen.getByRole('button', { name: /merken|entfernen/ });

describe('BookmarkButton', () => {
  beforeEach(() => {
    eventBus.publish('bookmarkList', { type: 'BOOKMARKS_RESET' });
    eventBus.publish('auth', { type: 'LOGOUT' });
  });

  it('renders on the server as a not-pressed "Artikel merken" toggle', () => {
    const html = renderToString(<BookmarkButton articleId={7} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Artikel merken"');
    expect(html).toContain('Merken');
  });

  it('shows the state of the bookmark list on the bus', () => {
    eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    render(<BookmarkButton articleId={7} />);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    act(() =>
      eventBus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [{ articleId: 7, ts }] }),
    );
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Gemerkt – entfernen');
  });

  it('asks the shell for a logged-out reader without changing its state', () => {
    const { requests, stop } = recordRequests();
    render(<BookmarkButton articleId={7} />);
    fireEvent.click(toggle());
    expect(requests).toEqual([{ type: 'BOOKMARK_ADD_REQUESTED', articleId: 7 }]);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    stop();
  });

  it('is pressed at once for a logged-in reader, then confirms with a tooltip for 2 s', () => {
    jest.useFakeTimers();
    const { requests, stop } = recordRequests();
    eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    eventBus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [] });
    render(<BookmarkButton articleId={7} />);
    fireEvent.click(toggle());
    expect(requests).toEqual([{ type: 'BOOKMARK_ADD_REQUESTED', articleId: 7 }]);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    act(() => {
      eventBus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [{ articleId: 7, ts }] });
      eventBus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: 7 });
    });
    expect(screen.getByRole('status').textContent).toBe('Artikel gemerkt');
    act(() => jest.advanceTimersByTime(BOOKMARK_FEEDBACK_MS));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle());
    expect(requests.at(-1)).toEqual({ type: 'BOOKMARK_REMOVE_REQUESTED', articleId: 7 });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    stop();
    jest.useRealTimers();
  });

  it('rolls back when the shell could not reach the API', () => {
    eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    eventBus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [] });
    render(<BookmarkButton articleId={7} />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    act(() => eventBus.publish('bookmarks', { type: 'BOOKMARK_FAILED', articleId: 8, action: 'add' }));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    act(() => eventBus.publish('bookmarks', { type: 'BOOKMARK_FAILED', articleId: 7, action: 'add' }));
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the refusal of the API with the subscription link, and closes it', () => {
    const message = 'Sie können sich als registrierter Leser höchstens 5 Artikel merken.';
    eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user });
    eventBus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [] });
    render(<BookmarkButton articleId={7} />);
    fireEvent.click(toggle());
    act(() =>
      eventBus.publish('bookmarks', {
        type: 'BOOKMARK_REFUSED',
        articleId: 7,
        message,
        subscriptionLink: '/order',
      }),
    );
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Jetzt Plus abonnieren' }).getAttribute('href')).toBe('/order');
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('BookmarkButton analytics', () => {
  it.each([
    [true, 'teaser_tool_click'],
    [false, 'article_tool_click'],
  ])('compact %s: a click is a %s with the article (spec §7)', (compact, type) => {
    const seen: BusEvent<'analytics'>[] = [];
    const subscription = eventBus.on('analytics').subscribe((event) => seen.push(event));
    const stop = publishAnalyticsClicks(document, eventBus);
    const { unmount } = render(<BookmarkButton articleId={42} compact={compact} />);
    fireEvent.click(toggle());
    stop();
    subscription.unsubscribe();
    unmount();
    expect(seen).toEqual([{ type, data: { articleId: '42' } }]);
  });
});
