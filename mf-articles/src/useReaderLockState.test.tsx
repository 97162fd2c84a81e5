/** @jest-environment jsdom */
import { eventBus } from '@news/event-bus/eventBus';
import type { LockSubject } from '@news/ui/articleLock';
import { LockIcon } from '@news/ui/LockIcon';
import { ReaderLockContext } from '@news/ui/ReaderLockContext';
import { act, render, waitFor } from '@testing-library/react';
import { useReaderLockState } from './useReaderLockState';

const ssoId = '6f1c2d9e-7b8a-4c3d-9e2f-1a2b3c4d5e6f';
const user = (roles: string[]) => ({
  ssoId,
  email: 'wallet@example.com',
  firstName: 'Wanda',
  lastName: 'Wallet',
  emailVerified: true,
  roles,
});
const subjects: LockSubject[] = [
  { id: 7, contentRestriction: 'plus', isSoldContent: true, tagIds: [1] },
  { id: 8, contentRestriction: 'plus', isSoldContent: true, tagIds: [2] },
  { id: 9, contentRestriction: 'free', isSoldContent: false, tagIds: [1] },
];

function Page() {
  const locks = useReaderLockState();
  return (
    <ReaderLockContext.Provider value={locks}>
      {subjects.map((subject) => (
        <p key={subject.id} data-id={subject.id}>
          <LockIcon subject={subject} />
        </p>
      ))}
    </ReaderLockContext.Provider>
  );
}
const lockOf = (container: HTMLElement, id: number) =>
  container.querySelector(`[data-id="${id}"] .ui-lock`)?.getAttribute('data-lock') ?? 'none';

/** The app server: settings, and the user API's purchase dates. */
function appServer(settings: object, dates: Record<string, string> = {}) {
  const fetch = jest.fn(async (url: string, _init?: RequestInit) => {
    const body = url === '/api/settings' ? settings : dates;
    return { ok: true, status: 200, json: async () => body };
  });
  global.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

beforeAll(() => {
  const state = document.createElement('script');
  state.id = '__NEWS_STATE__';
  state.type = 'application/json';
  state.textContent = JSON.stringify({
    mandator: 'rb',
    brandName: 'Rheinauer Bote',
    registry: {},
    consentManagement: true,
  });
  document.head.append(state);
});

describe('useReaderLockState', () => {
  it('an anonymous reader gets the plus badge once the session and the settings are known', async () => {
    appServer({ plus_logo_enabled: true });
    act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
    const { container } = render(<Page />);
    await waitFor(() => expect(lockOf(container, 7)).toBe('plus'));
    expect(lockOf(container, 9)).toBe('none');
  });

  it('the plus badge stays off when the brand turned plus_logo_enabled off', async () => {
    appServer({ plus_logo_enabled: false });
    act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
    const { container } = render(<Page />);
    await waitFor(() => expect(container.querySelector('[data-id="7"] .ui-lock')).toBeNull());
  });

  it("a wallet reader's locks wait for the purchase dates: bought ones unlocked with the date, the others a coin", async () => {
    const fetch = appServer({ plus_logo_enabled: true }, { '7': '2026-03-12T09:30:00.000Z' });
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user(['WALLET_USER']) }));
    const { container } = render(<Page />);
    await waitFor(() => expect(lockOf(container, 7)).toBe('unlocked'));
    expect(lockOf(container, 8)).toBe('coin');
    expect(container.textContent).toContain('Mit Coin gekauft am 12. März 2026');
    const lookups = fetch.mock.calls.filter(([url]) => url.includes('credit-purchases'));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.[0]).toBe(`/user-api/mandators/rb/users/${ssoId}/credit-purchases/batch/exists`);
    expect(JSON.parse(String(lookups[0]?.[1]?.body))).toEqual([7, 8]);

    // a coin was spent: the dates are asked again
    global.fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () =>
        url === '/api/settings' ? {} : { '7': '2026-03-12T09:30:00.000Z', '8': '2026-03-13T10:00:00.000Z' },
    })) as unknown as typeof globalThis.fetch;
    act(() =>
      eventBus.publish('payment', {
        type: 'WALLET_CHANGED',
        customerId: '1000006',
        uniqueId: 'w-1',
        availableCreditCount: 2,
      }),
    );
    await waitFor(() => expect(lockOf(container, 8)).toBe('unlocked'));
  });

  it('a tag subscriber sees which articles the subscription includes, without a purchase lookup', async () => {
    const fetch = appServer({ plus_logo_enabled: true });
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user(['PLUS-TAG-1']) }));
    const { container } = render(<Page />);
    await waitFor(() => expect(lockOf(container, 7)).toBe('tag-included'));
    expect(lockOf(container, 8)).toBe('not-included');
    expect(fetch.mock.calls.some(([url]) => url.includes('credit-purchases'))).toBe(false);
  });
});
