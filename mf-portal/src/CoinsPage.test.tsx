/** @jest-environment jsdom */
import { pagePath } from '@news/http-client/testing/pagePath';
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen } from '@testing-library/react';
import { CoinsPage } from './CoinsPage';

const user = (roles: string[]) => ({
  ssoId: '6f1c2d9e-7b8a-4c3d-9e2f-1a2b3c4d5e6f',
  email: 'wallet@example.com',
  firstName: 'Wanda',
  lastName: 'Wallet',
  emailVerified: true,
  roles,
});
const teaser = (documentId: number, title: string) => ({
  documentId,
  title,
  targetPathOrUrl: `/artikel-${documentId}`,
  isSoldContent: true,
  isOpinion: false,
  isPodcast: false,
  isVideoArticle: false,
  contentRestriction: 'plus',
  tags: [],
  maintag: 1,
  authors: [],
  publishDate: '2026-03-01T10:00:00.000Z',
});
const wallet = (availableCreditCount: number) =>
  ({ type: 'WALLET_CHANGED', customerId: '1000006', uniqueId: 'w-1', availableCreditCount }) as const;

const pack = {
  productId: 'coins-5',
  name: '5 Coins',
  includes: ['Schaltet 5 plus-Artikel Ihrer Wahl frei'],
  priceCents: 450,
  currency: 'EUR',
  period: 'once',
  role: 'WALLET_USER',
  credits: 5,
};

/** The app server: the purchases (or a status), the brand's coin pack, and teasers by id (others 404). */
function appServer(
  purchases: unknown,
  teasers: Record<number, ReturnType<typeof teaser>> = {},
  status = 200,
) {
  global.fetch = jest.fn(async (href: string) => {
    const url = pagePath(href);
    if (url === '/api/plenigo/credits/purchases')
      return { ok: status < 400, status, json: async () => purchases };
    if (url === '/api/plenigo/products') return { ok: true, status: 200, json: async () => [pack] };
    const id = Number(/articles\/(\d+)\/teaser/.exec(url)?.[1]);
    const body = teasers[id];
    return body
      ? { ok: true, status: 200, json: async () => body }
      : { ok: false, status: 404, json: async () => ({}) };
  }) as unknown as typeof fetch;
}

describe('CoinsPage (/account/coins)', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    eventBus.publish('payment', { type: 'PAYMENT_RESET' });
  });
  afterEach(() => error.mockRestore());

  it('shows the balance and the purchases, newest first, with titles and dates', async () => {
    appServer(
      [
        { articleId: 8, purchasedAt: '2026-03-13T10:00:00.000Z' },
        { articleId: 7, purchasedAt: '2026-03-12T09:30:00.000Z' },
        { articleId: 9, purchasedAt: '2026-03-01T08:00:00.000Z' },
      ],
      { 7: teaser(7, 'Die neue Brücke'), 8: teaser(8, 'Der Stadtrat tagt') },
    );
    eventBus.publish('payment', { type: 'PAYMENT_CUSTOMER', customerId: '1000006' });
    render(<CoinsPage user={user(['WALLET_USER'])} />);
    expect(screen.getByText('Ihr Guthaben wird geladen …').getAttribute('role')).toBe('status');
    act(() => eventBus.publish('payment', wallet(2)));
    expect(screen.getByText('Ihr Guthaben:').textContent).toBe('Ihr Guthaben: 2 Coins');
    const list = await screen.findByRole('list', { name: 'Mit Coins gekaufte Artikel' });
    expect(await screen.findByRole('link', { name: 'Der Stadtrat tagt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Die neue Brücke' }).getAttribute('href')).toBe('/artikel-7');
    const items = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toContain('gekauft am 13. März 2026, 11:00 Uhr');
    expect(items[1]).toContain('Die neue Brücke');
    expect(await screen.findByText('Dieser Artikel ist nicht mehr verfügbar.')).toBeTruthy();
    act(() => eventBus.publish('payment', wallet(1)));
    expect(screen.getByText('Ihr Guthaben:').textContent).toBe('Ihr Guthaben: 1 Coin');
  });

  it('has an empty state and an error state', async () => {
    appServer([]);
    eventBus.publish('payment', wallet(3));
    const { unmount } = render(<CoinsPage user={user(['WALLET_USER'])} />);
    expect(await screen.findByText('Sie haben noch keinen Artikel mit Coins gekauft.')).toBeTruthy();
    unmount();
    appServer({ status: 503 }, {}, 503);
    render(<CoinsPage user={user(['WALLET_USER'])} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ihre Käufe konnten nicht geladen werden.',
    );
    expect(await screen.findByRole('link', { name: '5 Coins kaufen' })).toBeTruthy();
  });

  it('says when the wallet cannot be read', () => {
    appServer([]);
    eventBus.publish('payment', { type: 'PAYMENT_UNAVAILABLE' });
    render(<CoinsPage user={user(['WALLET_USER'])} />);
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Ihr Guthaben kann gerade nicht geladen werden.',
    );
  });

  it('explains coins to readers without a wallet and offers the packs; plus readers need no call', async () => {
    appServer([]);
    const { unmount } = render(<CoinsPage user={user([])} />);
    expect(screen.getByText(/Mit Coins schalten Sie einzelne plus-Artikel frei/)).toBeTruthy();
    const buy = await screen.findByRole('link', { name: '5 Coins kaufen' });
    expect(buy.getAttribute('href')).toBe('/order/checkout?produkt=coins-5');
    expect(screen.getByText(/5 Coins für 4,50\s€ einmalig/)).toBeTruthy();
    expect(global.fetch).not.toHaveBeenCalledWith('/api/plenigo/credits/purchases', expect.anything());
    unmount();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(<CoinsPage user={user(['PLUS_USER', 'WALLET_USER'])} />);
    expect(screen.getByText(/Mit Ihrem Abo lesen Sie alle plus-Artikel/)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
