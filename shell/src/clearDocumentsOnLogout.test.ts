/** @jest-environment jsdom */
import { createEventBus } from '@news/event-bus/createEventBus';
import { LOGGED_IN_MARK, clearDocumentsOnLogout } from './clearDocumentsOnLogout';

const user = {
  ssoId: 'leser-1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};

function setUp() {
  const posted: unknown[] = [];
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage: (message: unknown) => posted.push(message) } },
  });
  const bus = createEventBus();
  clearDocumentsOnLogout(window, bus);
  return { bus, posted };
}

beforeEach(() => window.localStorage.clear());

it('drops the documents when a logged-in reader logs out', () => {
  const { bus, posted } = setUp();
  bus.publish('auth', { type: 'USER_UPDATED', user });
  expect(posted).toEqual([]);
  bus.publish('auth', { type: 'LOGOUT' });
  expect(posted).toEqual([{ type: 'CLEAR_DOCUMENTS' }]);
  expect(window.localStorage.getItem(LOGGED_IN_MARK)).toBeNull();
});

it('drops them on the next page after a login on this device (a ?logout link, an ended session)', () => {
  setUp().bus.publish('auth', { type: 'LOGIN_SUCCESS', user });
  const { bus, posted } = setUp();
  bus.publish('auth', { type: 'LOGOUT' });
  expect(posted).toEqual([{ type: 'CLEAR_DOCUMENTS' }]);
});

it('keeps an anonymous reader’s offline pages on every page load', () => {
  const { bus, posted } = setUp();
  bus.publish('auth', { type: 'LOGOUT' });
  expect(posted).toEqual([]);
});

it('keeps them while offline, where the session cannot be read, and drops them at the next LOGOUT online', () => {
  const { bus, posted } = setUp();
  bus.publish('auth', { type: 'USER_UPDATED', user });
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  bus.publish('auth', { type: 'LOGOUT' });
  expect(posted).toEqual([]);
  onLine.mockReturnValue(true);
  bus.publish('auth', { type: 'LOGOUT' });
  expect(posted).toEqual([{ type: 'CLEAR_DOCUMENTS' }]);
  onLine.mockRestore();
});
