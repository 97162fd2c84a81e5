/** @jest-environment jsdom */
import { createEventBus } from '@news/event-bus/createEventBus';
import { eventBus } from '@news/event-bus/eventBus';
import type { LockSubject } from '@news/ui/lockSubject';
import { LockIcon } from '@news/ui/LockIcon';
import { ReaderLockContext } from '@news/ui/ReaderLockContext';
import { act, render, waitFor } from '@testing-library/react';
import { createReaderLockStore } from './createReaderLockStore';
import { useReaderLockState } from './useReaderLockState';
import { writeDocumentState } from '@news/ui/testing/writeDocumentState';

const ssoId = '6f1c2d9e-7b8a-4c3d-9e2f-1a2b3c4d5e6f';
const user = (roles: string[]) => ({
  ssoId,
  email: 'wallet@example.com',
  firstName: 'Wanda',
  lastName: 'Wallet',
  emailVerified: true,
  roles,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app server: settings, and the user API's purchase dates. */
function appServer(settings: object, dates: Record<string, string> = {}) {
  const fetch = jest.fn(async (url: string, _init?: RequestInit) => {
    const body = url === 'http://localhost/api/settings' ? settings : dates;
    return { ok: true, status: 200, json: async () => body };
  });
  global.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}
const purchaseLookups = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('credit-purchases'));

beforeAll(() => {
  writeDocumentState({
    mandator: 'rb',
    brandName: 'Rheinauer Bote',
    registry: {},
    consentManagement: true,
  });
});

describe('createReaderLockStore', () => {
  it('knows an anonymous reader once the session and the settings are known', async () => {
    appServer({ plus_logo_enabled: false });
    const bus = createEventBus();
    const store = createReaderLockStore({ bus, doc: document });
    store.register(7);
    await flush();
    expect(store.getReader()).toBeNull();
    bus.publish('auth', { type: 'LOGOUT' });
    expect(store.getReader()).toEqual({ roles: null, purchases: {}, plusLogoEnabled: false });
  });

  it("waits for a wallet reader's purchase dates of the registered articles, and asks again after a wallet change", async () => {
    const fetch = appServer({ plus_logo_enabled: true }, { '7': '2026-03-12T09:30:00.000Z' });
    const bus = createEventBus();
    const store = createReaderLockStore({ bus, doc: document });
    const changes = jest.fn();
    store.subscribe(changes);
    bus.publish('auth', { type: 'USER_UPDATED', user: user(['WALLET_USER']) });
    store.register(7);
    store.register(8);
    store.register(7);
    expect(store.getReader()).toBeNull();
    await flush();
    expect(store.getReader()).toEqual({
      roles: ['WALLET_USER'],
      purchases: { '7': '2026-03-12T09:30:00.000Z' },
      plusLogoEnabled: true,
    });
    const lookups = purchaseLookups(fetch);
    // the locks of one render: one lookup
    expect(lookups.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      [`http://localhost/user-api/mandators/rb/users/${ssoId}/credit-purchases/batch/exists`, [7, 8]],
    ]);

    fetch.mockImplementation(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ '8': '2026-03-13T10:00:00.000Z' }),
    }));
    bus.publish('payment', {
      type: 'WALLET_CHANGED',
      customerId: '1000006',
      uniqueId: 'w-1',
      availableCreditCount: 2,
    });
    // the last dates stay while the new ones load
    expect(store.getReader()?.purchases).toEqual({ '7': '2026-03-12T09:30:00.000Z' });
    await flush();
    expect(store.getReader()?.purchases).toEqual({
      '7': '2026-03-12T09:30:00.000Z',
      '8': '2026-03-13T10:00:00.000Z',
    });
    expect(JSON.parse(String(purchaseLookups(fetch).at(-1)?.[1]?.body))).toEqual([7, 8]);
    expect(changes).toHaveBeenCalled();
  });

  it('a failed lookup leaves the wallet reader without purchases rather than without locks', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async (url: string) =>
      url === '/api/settings'
        ? { ok: true, status: 200, json: async () => ({}) }
        : { ok: false, status: 503, json: async () => ({}) },
    ) as unknown as typeof fetch;
    const bus = createEventBus();
    const store = createReaderLockStore({ bus, doc: document });
    bus.publish('auth', { type: 'USER_UPDATED', user: user(['WALLET_USER']) });
    store.register(7);
    await flush();
    expect(store.getReader()?.purchases).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks no purchases for readers without a wallet', async () => {
    const fetch = appServer({ plus_logo_enabled: true });
    const bus = createEventBus();
    const store = createReaderLockStore({ bus, doc: document });
    bus.publish('auth', { type: 'USER_UPDATED', user: user(['PLUS-TAG-1']) });
    store.register(7);
    await flush();
    expect(store.getReader()).toEqual({ roles: ['PLUS-TAG-1'], purchases: {}, plusLogoEnabled: true });
    expect(purchaseLookups(fetch)).toEqual([]);
  });
});

describe('useReaderLockState', () => {
  const subjects: LockSubject[] = [
    { id: 7, contentRestriction: 'plus', isSoldContent: true, tagIds: [1] },
    { id: 8, contentRestriction: 'plus', isSoldContent: true, tagIds: [2] },
  ];
  function Page({ shown }: { shown: LockSubject[] }) {
    const locks = useReaderLockState();
    return (
      <ReaderLockContext.Provider value={locks}>
        {shown.map((subject) => (
          <p key={subject.id} data-id={subject.id}>
            <LockIcon subject={subject} />
          </p>
        ))}
      </ReaderLockContext.Provider>
    );
  }
  const lockOf = (container: HTMLElement, id: number) =>
    container.querySelector(`[data-id="${id}"] .ui-lock`)?.getAttribute('data-lock') ?? null;

  it('loads the reader with the first paid article, and shows each lock for it', async () => {
    appServer({ plus_logo_enabled: true }, { '7': '2026-03-12T09:30:00.000Z' });
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user(['WALLET_USER', 'PLUS-TAG-2']) }));
    const { container } = render(<Page shown={subjects} />);
    expect(lockOf(container, 7)).toBeNull();
    await waitFor(() => expect(lockOf(container, 7)).toBe('unlocked'));
    expect(lockOf(container, 8)).toBe('tag-included');
    expect(container.textContent).toContain('Mit Coin gekauft am 12. März 2026');
  });
});
