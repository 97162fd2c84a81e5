/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import '@news/ui/testing/installTextEncoder';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FollowPage } from './FollowPage';
import { writeDocumentState } from '@news/ui/testing/writeDocumentState';

const user = {
  ssoId: 's1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};

const tree = (kind: 'topics' | 'regions') => ({
  type: 'personal-feeds',
  kind,
  items: [
    {
      id: 1,
      label: kind === 'topics' ? 'Politik' : 'Rheinau-Tal',
      target: kind === 'topics' ? '/themen/1' : '/lokales',
      children: [
        {
          id: 10,
          label: kind === 'topics' ? 'Kommunalpolitik' : 'Rheinau',
          target: kind === 'topics' ? '/themen/10' : '/lokales/rheinau',
          children: [],
        },
      ],
    },
  ],
});

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

type Call = { url: string; method: string; body: unknown };
type Answer = { status: number; body?: unknown };

/** The gateway: content trees and teasers, the user API's bookmarks (in memory), the topic feed. */
function gateway(opts: { followed?: number[]; refuse?: Answer; treeStatus?: number } = {}) {
  const calls: Call[] = [];
  const followed = new Map(
    (opts.followed ?? []).map((id) => [id, { id, label: `Knoten ${id}`, target: '/' }]),
  );
  global.fetch = jest.fn(async (href: string, init?: RequestInit) => {
    const url = pagePath(href);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const answer = (status: number, json?: unknown) => ({ ok: status < 300, status, json: async () => json });
    const feeds = /personal-feeds\/(topics|regions)$/.exec(url);
    if (feeds) return opts.treeStatus ? answer(opts.treeStatus, {}) : answer(200, tree(feeds[1] as 'topics'));
    if (url === '/api/bookmarkedTagsArticles') {
      const tags = (body as { bookmarkedTags: number[] }).bookmarkedTags;
      return answer(200, { articleIds: tags.includes(10) ? [501, 502] : [] });
    }
    const teaserId = /articles\/(\d+)\/teaser$/.exec(url);
    if (teaserId) return answer(200, teaser(Number(teaserId[1]), `Artikel Nummer ${teaserId[1]}`));
    const one = /(?:tag|region)-bookmarks\/(\d+)$/.exec(url);
    if (one) {
      if (opts.refuse) return answer(opts.refuse.status, opts.refuse.body);
      const id = Number(one[1]);
      if (method === 'DELETE') {
        followed.delete(id);
        return answer(204);
      }
      const bookmark = { id, ...(body as object) };
      followed.set(id, bookmark as never);
      return answer(201, bookmark);
    }
    if (/(?:tag|region)-bookmarks$/.test(url)) return answer(200, [...followed.values()]);
    return answer(404, {});
  }) as unknown as typeof fetch;
  return calls;
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

describe('FollowPage', () => {
  it('follows a topic from the tree with a toggle button, shows its articles, and unfollows it', async () => {
    const calls = gateway();
    render(<FollowPage kind="topics" user={user} />);
    expect(screen.getByText('Die Themen werden geladen …').getAttribute('role')).toBe('status');
    await flush();
    const toggle = screen.getByRole('button', { name: 'Kommunalpolitik folgen' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/Folgen Sie oben einem Thema/)).toBeTruthy();

    fireEvent.click(toggle);
    await flush();
    await flush();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Sie folgen jetzt „Kommunalpolitik“.')).toBeTruthy();
    expect(calls).toContainEqual({
      url: '/user-api/mandators/rb/users/s1/tag-bookmarks/10',
      method: 'POST',
      body: { label: 'Kommunalpolitik', target: '/themen/10' },
    });
    const feed = screen.getByRole('list', { name: 'Artikel Ihrer Themen' });
    expect(within(feed).getByText('Artikel Nummer 501')).toBeTruthy();
    expect(within(feed).getByText('Artikel Nummer 502')).toBeTruthy();

    fireEvent.click(toggle);
    await flush();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Sie folgen „Kommunalpolitik“ nicht mehr.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      url: '/user-api/mandators/rb/users/s1/tag-bookmarks/10',
      method: 'DELETE',
      body: undefined,
    });
    expect(screen.queryByRole('list', { name: 'Artikel Ihrer Themen' })).toBeNull();
  });

  it('shows the regions already followed as pressed and links to /meineregion', async () => {
    gateway({ followed: [1] });
    render(<FollowPage kind="regions" user={user} />);
    await flush();
    expect(screen.getByRole('button', { name: 'Rheinau-Tal folgen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Rheinau folgen' }).getAttribute('aria-pressed')).toBe('false');
    expect(
      screen.getByRole('link', { name: 'Nachrichten aus meiner Region lesen' }).getAttribute('href'),
    ).toBe('/meineregion');
  });

  it("keeps the toggle as it was and says the API's German reason when a change is refused", async () => {
    gateway({ refuse: { status: 403, body: { status: 403, code: 'forbidden', message: 'Kein Zugriff.' } } });
    render(<FollowPage kind="regions" user={user} />);
    await flush();
    const toggle = screen.getByRole('button', { name: 'Rheinau folgen' });
    fireEvent.click(toggle);
    await flush();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('Kein Zugriff.');
  });

  it('says in German when the tree cannot be loaded', async () => {
    gateway({ treeStatus: 503 });
    render(<FollowPage kind="topics" user={user} />);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Themen konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
