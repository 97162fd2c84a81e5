/** @jest-environment jsdom */
import '../testing/textEncoding';
import type { PersonalFeeds } from '@news/contracts/contentPages';
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { teaserFixture } from '../testing/fixtures';
import { MyRegionScreen } from './MyRegionScreen';
import { writeDocumentState } from '@news/ui/testing/writeDocumentState';

const regions: PersonalFeeds = {
  type: 'personal-feeds',
  kind: 'regions',
  items: [
    {
      id: 1,
      label: 'Rheinau-Tal',
      target: '/lokales',
      children: [{ id: 10, label: 'Rheinau', target: '/lokales/rheinau', children: [] }],
    },
  ],
};
const user = {
  ssoId: 's1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};
const channel = (path: string, teasers: (typeof teaserFixture)[]) => ({
  type: 'channel',
  path,
  title: path,
  description: '',
  breadcrumb: [],
  subChannels: [],
  teasers,
  pagination: { page: 1, pageSize: 20, total: teasers.length, totalPages: 1 },
});

/** The user API's region bookmarks and the content API's channel pages. */
function gateway(followed: { id: number; label: string; target: string }[], bookmarksStatus = 200) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    const answer = (status: number, json: unknown) => ({ ok: status < 300, status, json: async () => json });
    if (url.endsWith('/region-bookmarks')) return answer(bookmarksStatus, followed);
    if (url === 'http://localhost/content/v5/channel/lokales/rheinau')
      return answer(
        200,
        channel('lokales/rheinau', [
          {
            ...teaserFixture,
            documentId: 2,
            title: 'Neu in Rheinau',
            publishDate: '2026-11-25T08:00:00.000Z',
          },
        ]),
      );
    if (url === 'http://localhost/content/v5/channel/lokales')
      return answer(
        200,
        channel('lokales', [
          teaserFixture,
          {
            ...teaserFixture,
            documentId: 2,
            title: 'Neu in Rheinau',
            publishDate: '2026-11-25T08:00:00.000Z',
          },
        ]),
      );
    return answer(404, {});
  }) as unknown as typeof fetch;
  return urls;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => {
  writeDocumentState({
    mandator: 'rb',
    brandName: 'Rheinauer Bote',
    registry: {},
    consentManagement: true,
  });
});
beforeEach(() => act(() => eventBus.publish('auth', { type: 'LOGOUT' })));

describe('MyRegionScreen', () => {
  it('renders the anonymous invitation on the server and for a logged-out reader, with the region links', () => {
    const html = renderToString(<MyRegionScreen regions={regions} />);
    expect(html).toContain('melden Sie sich bitte an');
    const urls = gateway([]);
    render(<MyRegionScreen regions={regions} />);
    expect(screen.getByRole('link', { name: 'melden Sie sich bitte an' }).getAttribute('href')).toBe(
      '#login',
    );
    expect(screen.getByRole('link', { name: 'Rheinau' }).getAttribute('href')).toBe('/lokales/rheinau');
    expect(urls).toEqual([]);
  });

  it('leads a reader who follows no region to /regions and /deine-themen-verwalten', async () => {
    gateway([]);
    render(<MyRegionScreen regions={regions} />);
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user }));
    await flush();
    expect(screen.getByText(/Sie folgen noch keiner Region/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regionen auswählen' }).getAttribute('href')).toBe('/regions');
    expect(screen.getByRole('link', { name: 'Themen auswählen' }).getAttribute('href')).toBe(
      '/deine-themen-verwalten',
    );
  });

  it("shows the newest articles of the followed regions' pages, merged without duplicates", async () => {
    const urls = gateway([
      { id: 10, label: 'Rheinau', target: '/lokales/rheinau' },
      { id: 1, label: 'Rheinau-Tal', target: '/lokales' },
    ]);
    render(<MyRegionScreen regions={regions} />);
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user }));
    await flush();
    await flush();
    expect(urls[0]).toBe('http://localhost/user-api/mandators/rb/users/s1/region-bookmarks');
    const feed = screen.getByRole('region', { name: 'Nachrichten aus Ihren Regionen' });
    expect(within(feed).getByText(/Sie folgen: Rheinau, Rheinau-Tal/)).toBeTruthy();
    expect(
      within(feed)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Neu in Rheinau', teaserFixture.title]);
  });

  it('says in German when the regions cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    gateway([], 503);
    render(<MyRegionScreen regions={regions} />);
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'Ihre Regionen konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    );
    warn.mockRestore();
  });
});
