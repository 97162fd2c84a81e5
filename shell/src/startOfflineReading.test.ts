/** @jest-environment jsdom */
import { createEventBus } from '@news/event-bus/createEventBus';
import { startOfflineReading } from './startOfflineReading';

const user = (ssoId: string, roles: string[] = []) => ({
  ssoId,
  email: `${ssoId}@example.com`,
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles,
});

function setUp(path: string) {
  window.history.replaceState(null, '', path);
  const posted: unknown[] = [];
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ active: { postMessage: (m: unknown) => posted.push(m) } }) },
  });
  const bus = createEventBus();
  startOfflineReading(window, bus);
  return { bus, posted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const route = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

it('tells the worker who reads, the open article, each article opened later once, and the bookmarks', async () => {
  const { bus, posted } = setUp('/neue-bruecke-12');
  bus.publish('auth', { type: 'USER_UPDATED', user: user('leser-1', ['PLUS_USER']) });
  bus.publish('bookmarkList', {
    type: 'BOOKMARKS_LOADED',
    bookmarks: [{ articleId: 7, ts: '2026-11-26T06:00:00.000Z' }],
  });
  route('/lokales');
  route('/13');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  await settle();
  expect(posted).toEqual([
    { type: 'READING_READER', reader: 'leser-1', roles: ['PLUS_USER'] },
    { type: 'READING_READ', reader: 'leser-1', articleId: 12, path: '/neue-bruecke-12' },
    { type: 'READING_BOOKMARKS', reader: 'leser-1', articleIds: [7] },
    { type: 'READING_READ', reader: 'leser-1', articleId: 13, path: '/13' },
  ]);
});

it('a logout online makes the reader anonymous; offline a LOGOUT says nothing about the reader', async () => {
  const { bus, posted } = setUp('/');
  bus.publish('auth', { type: 'USER_UPDATED', user: user('leser-1') });
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  bus.publish('auth', { type: 'LOGOUT' });
  onLine.mockReturnValue(true);
  bus.publish('auth', { type: 'LOGOUT' });
  await settle();
  expect(posted).toEqual([
    { type: 'READING_READER', reader: 'leser-1', roles: [] },
    { type: 'READING_READER', reader: 'anonym', roles: [] },
  ]);
  onLine.mockRestore();
});
