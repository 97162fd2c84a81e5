/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { act, renderHook } from '@testing-library/react';
import { useRecordArticleView } from './useRecordArticleView';
import { writeDocumentState } from '@news/ui/testing/writeDocumentState';

const user = (ssoId: string) => ({
  ssoId,
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let fetchMock: jest.Mock;
beforeAll(() => {
  writeDocumentState({
    mandator: 'rb',
    brandName: 'Rheinauer Bote',
    registry: {},
    consentManagement: true,
  });
});
beforeEach(() => {
  fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => ({
      articleId: Number(/(\d+)$/.exec(url)?.[1]),
      readAt: '2026-11-26T03:00:00.000Z',
      visits: 1,
    }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  act(() => eventBus.publish('auth', { type: 'LOGOUT' }));
});

const posts = () => fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).method]);

describe('useRecordArticleView', () => {
  it('records nothing for a logged-out reader', async () => {
    renderHook(() => useRecordArticleView(4711));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("records the view once in the reader's own history, also when the login comes later", async () => {
    const { rerender } = renderHook(({ id }) => useRecordArticleView(id), { initialProps: { id: 4711 } });
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user: user('s1') }));
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: user('s1') }));
    await flush();
    expect(posts()).toEqual([['http://localhost/user-api/mandators/rb/users/s1/read-articles/4711', 'POST']]);
    // the next article of an in-app navigation is a new view
    rerender({ id: 4712 });
    await flush();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]).toEqual([
      'http://localhost/user-api/mandators/rb/users/s1/read-articles/4712',
      'POST',
    ]);
  });

  it('logs a refused recording and keeps the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user: user('s2') }));
    renderHook(() => useRecordArticleView(99));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[mf-articles] the read article could not be recorded',
      expect.any(Error),
    );
    warn.mockRestore();
  });
});
