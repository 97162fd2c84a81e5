/** @jest-environment jsdom */
import type { BusEvent, BusTopic } from '@news/contracts/busEvents';
import { loggedOutUserState } from '@news/contracts/userState';
import { createEventBus } from '@news/event-bus/createEventBus';
import { anonIdCookieName } from '@news/contracts/anonIdCookie';
import { ensureAnonId } from './anonIdCookie';
import { readCookie, writeCookie } from './cookies';
import { pendingBookmarkCookieName } from './pendingBookmarkCookie';
import { resetAccountData, runPostLoginWork, type PostLoginDeps } from './runPostLoginWork';
import { loggedInState } from './testing/middlewareContext';

const bookmark = { articleId: 4711, ts: '2026-03-01T10:00:00.000Z' };

function setup(api: Partial<PostLoginDeps['api']> = {}) {
  const bus = createEventBus();
  const events: [BusTopic, unknown][] = [];
  for (const topic of ['bookmarks', 'bookmarkList', 'payment'] as const)
    bus.on(topic).subscribe((event: BusEvent<typeof topic>) => events.push([topic, event]));
  const notices: string[] = [];
  const deps: PostLoginDeps = {
    bus,
    doc: document,
    mandator: 'rb',
    api: {
      bookmarks: jest.fn(async () => [bookmark]),
      addBookmark: jest.fn(async () => ({ kind: 'added' as const, bookmark })),
      paymentSession: jest.fn(async () => ({ kind: 'customer' as const, customerId: 'cus-9' })),
      wallet: jest.fn(async (customerId: string) => ({
        customerId,
        uniqueId: 'w-9',
        availableCreditCount: 3,
      })),
      ...api,
    },
    notify: (message) => notices.push(message),
  };
  return { bus, events, notices, deps };
}

describe('runPostLoginWork', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeCookie(document, pendingBookmarkCookieName, '', 0);
  });
  afterEach(() => error.mockRestore());

  it('restores the pending bookmark, forgets the cookie, then loads the bookmarks onto the bus', async () => {
    writeCookie(document, pendingBookmarkCookieName, '4711', 3600);
    const { deps, events } = setup();
    await runPostLoginWork(loggedInState, deps);
    expect(deps.api.addBookmark).toHaveBeenCalledWith('rb', 'sso-1', 4711);
    expect(readCookie(document, pendingBookmarkCookieName)).toBeNull();
    expect(events).toEqual([
      ['bookmarks', { type: 'BOOKMARK_ADDED', articleId: 4711 }],
      ['bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [bookmark] }],
    ]);
    expect(deps.api.paymentSession).not.toHaveBeenCalled();
  });

  it('tells the reader when the pending bookmark is refused, and keeps the cookie when the API is away', async () => {
    writeCookie(document, pendingBookmarkCookieName, '4711', 3600);
    const refused = setup({
      addBookmark: jest.fn(async () => ({ kind: 'refused' as const, message: 'Ihre Merkliste ist voll.' })),
    });
    await runPostLoginWork(loggedInState, refused.deps);
    expect(refused.notices).toEqual(['Ihre Merkliste ist voll.']);
    expect(readCookie(document, pendingBookmarkCookieName)).toBeNull();

    writeCookie(document, pendingBookmarkCookieName, '4711', 3600);
    const away = setup({
      addBookmark: jest.fn(() => Promise.reject(new Error('Error while adding user article bookmark'))),
    });
    await runPostLoginWork(loggedInState, away.deps);
    expect(readCookie(document, pendingBookmarkCookieName)).toBe('4711');
    expect(away.events).toEqual([['bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: [bookmark] }]]);
  });

  it('ignores a cookie that is no article id; a failed bookmark load is logged and announced', async () => {
    writeCookie(document, pendingBookmarkCookieName, '12abc', 3600);
    const { deps, events } = setup({
      bookmarks: jest.fn(() => Promise.reject(new Error('Error while fetch user bookmarks'))),
    });
    await runPostLoginWork(loggedInState, deps);
    expect(deps.api.addBookmark).not.toHaveBeenCalled();
    expect(events).toEqual([['bookmarkList', { type: 'BOOKMARKS_UNAVAILABLE' }]]);
    expect(error).toHaveBeenCalledWith('[shell]', new Error('Error while fetch user bookmarks'));
  });

  it('loads the wallet customer and its wallet for wallet users only, tolerating a missing payment session', async () => {
    const wallet = { ...loggedInState, flags: { ...loggedInState.flags, isWalletUser: true } };
    const { deps, events } = setup();
    await runPostLoginWork(wallet, deps);
    expect(events.filter(([topic]) => topic === 'payment')).toEqual([
      ['payment', { type: 'PAYMENT_CUSTOMER', customerId: 'cus-9' }],
      ['payment', { type: 'WALLET_CHANGED', customerId: 'cus-9', uniqueId: 'w-9', availableCreditCount: 3 }],
    ]);
    expect(deps.api.wallet).toHaveBeenCalledWith('cus-9');

    const absent = setup({ paymentSession: jest.fn(async () => ({ kind: 'none' as const })) });
    await runPostLoginWork(wallet, absent.deps);
    expect(absent.events.filter(([topic]) => topic === 'payment')).toEqual([
      ['payment', { type: 'PAYMENT_CUSTOMER', customerId: null }],
    ]);
    expect(absent.deps.api.wallet).not.toHaveBeenCalled();
  });

  it('a wallet that cannot be read is logged and announced as unavailable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wallet = { ...loggedInState, flags: { ...loggedInState.flags, isWalletUser: true } };
    const { deps, events } = setup({ wallet: jest.fn(() => Promise.reject(new Error('503'))) });
    await runPostLoginWork(wallet, deps);
    expect(events.filter(([topic]) => topic === 'payment')).toEqual([
      ['payment', { type: 'PAYMENT_CUSTOMER', customerId: 'cus-9' }],
      ['payment', { type: 'PAYMENT_UNAVAILABLE' }],
    ]);
    expect(warn).toHaveBeenCalledWith('[shell] no plenigo wallet found', expect.any(Error));
    warn.mockRestore();
  });

  it('does nothing for a logged-out state, and no user API call without a brand', async () => {
    const { deps, events } = setup();
    await runPostLoginWork(loggedOutUserState, deps);
    await runPostLoginWork(loggedInState, { ...deps, mandator: null });
    expect(deps.api.bookmarks).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});

describe('resetAccountData', () => {
  it('resets bookmarks and wallet on the bus and gives the reader a new anonymous id', () => {
    const { bus, events } = setup();
    const before = ensureAnonId(document);
    expect(ensureAnonId(document)).toBe(before);
    resetAccountData(bus, document);
    expect(events).toEqual([
      ['bookmarkList', { type: 'BOOKMARKS_RESET' }],
      ['payment', { type: 'PAYMENT_RESET' }],
    ]);
    const after = readCookie(document, anonIdCookieName);
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(before);
  });
});
