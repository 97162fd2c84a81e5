/** @jest-environment jsdom */
import { createEventBus } from '@news/event-bus/createEventBus';
import { clearDocumentsOnLogout } from './clearDocumentsOnLogout';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(controlled: boolean) {
  const posted: unknown[] = [];
  const active = { postMessage: (m: unknown) => posted.push(m) };
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? active : null, ready: Promise.resolve({ active }) },
  });
  const bus = createEventBus();
  clearDocumentsOnLogout(window, bus);
  return { bus, posted };
}

describe('clearDocumentsOnLogout', () => {
  it.each([
    ['a page the worker controls', true],
    ['a page the browser loaded without asking the worker', false],
  ])('a logout on %s tells the active worker to drop the documents', async (_name, controlled) => {
    const { bus, posted } = setUp(controlled);
    bus.publish('auth', { type: 'LOGOUT' });
    await settle();
    expect(posted).toEqual([{ type: 'CLEAR_DOCUMENTS' }]);
  });

  it('a login drops nothing', async () => {
    const { bus, posted } = setUp(true);
    const user = {
      ssoId: 'a1',
      email: 'a1@example.com',
      firstName: 'Lena',
      lastName: 'Leser',
      emailVerified: true,
    };
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user: { ...user, roles: [] } });
    await settle();
    expect(posted).toEqual([]);
  });
});
