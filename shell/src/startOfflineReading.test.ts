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
    {
      type: 'READING_BOOKMARKS',
      reader: 'leser-1',
      articleIds: [7],
      open: { articleId: 12, path: '/neue-bruecke-12' },
    },
    { type: 'READING_READ', reader: 'leser-1', articleId: 13, path: '/13' },
  ]);
});

it('reports the open article’s images as they load', async () => {
  const { bus, posted } = setUp('/neue-bruecke-12');
  bus.publish('auth', { type: 'LOGOUT' });
  const img = document.createElement('img');
  Object.defineProperty(img, 'currentSrc', { value: 'http://localhost/images/a/640.webp' });
  document.body.append(img);
  await settle();
  img.dispatchEvent(new Event('load'));
  await settle();
  expect(posted).toContainEqual({
    type: 'READING_IMAGE',
    reader: 'anonym',
    articleId: 12,
    url: 'http://localhost/images/a/640.webp',
  });
  img.remove();
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

it('after a client-side navigation, the images of the page left behind are not the new article’s', async () => {
  const { bus, posted } = setUp('/');
  bus.publish('auth', { type: 'LOGOUT' });
  const teaser = document.createElement('img');
  Object.defineProperty(teaser, 'currentSrc', { value: 'http://localhost/images/teaser.webp' });
  Object.defineProperty(teaser, 'complete', { value: true });
  Object.defineProperty(teaser, 'naturalWidth', { value: 640 });
  document.body.append(teaser);
  route('/neue-bruecke-12');
  const header = document.createElement('img');
  Object.defineProperty(header, 'currentSrc', { value: 'http://localhost/images/header.webp' });
  document.body.append(header);
  await settle();
  header.dispatchEvent(new Event('load'));
  teaser.dispatchEvent(new Event('load'));
  await settle();
  const images = posted.filter((m) => (m as { type: string }).type === 'READING_IMAGE');
  expect(images).toEqual([
    { type: 'READING_IMAGE', reader: 'anonym', articleId: 12, url: 'http://localhost/images/header.webp' },
  ]);
  teaser.remove();
  header.remove();
});
