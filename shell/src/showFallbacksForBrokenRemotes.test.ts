/** @jest-environment jsdom */
import { navigateToUrl, registerApplication, start } from 'single-spa';
import { showFallbacksForBrokenRemotes } from './showFallbacksForBrokenRemotes';

const slots = new Map<string, HTMLElement>();
const slot = (remote: string): HTMLElement => {
  let el = slots.get(remote);
  if (!el) {
    el = document.createElement('div');
    document.body.append(el);
    slots.set(remote, el);
  }
  return el;
};

const routed = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('single-spa:routing-event', () => setTimeout(resolve), { once: true }),
  );

let consoleError: jest.SpyInstance;
beforeAll(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => consoleError.mockRestore());

describe('showFallbacksForBrokenRemotes', () => {
  it('shows the German fallback in the slot of a remote whose mount throws, only while its routes are active', async () => {
    showFallbacksForBrokenRemotes(slot, (remote) => (remote === 'portal' ? 'Der Kundenbereich' : remote));
    registerApplication({
      name: 'portal',
      app: async () => ({
        bootstrap: async () => undefined,
        mount: async () => {
          throw new Error('portal exploded');
        },
        unmount: async () => undefined,
      }),
      activeWhen: (location) => location.pathname.startsWith('/bookmarks'),
    });
    registerApplication({
      name: 'news',
      app: async () => ({
        bootstrap: async () => undefined,
        mount: async () => {
          slot('news').textContent = 'Nachrichten';
        },
        unmount: async () => {
          slot('news').textContent = '';
        },
      }),
      activeWhen: (location) => !location.pathname.startsWith('/bookmarks'),
    });

    let next = routed();
    navigateToUrl('/bookmarks');
    start();
    await next;
    expect(slot('portal').querySelector('[role="alert"]')?.textContent).toContain(
      'Der Kundenbereich kann gerade nicht geladen werden',
    );
    expect(consoleError).toHaveBeenCalledWith('[shell] portal failed', expect.anything());

    next = routed();
    navigateToUrl('/');
    await next;
    expect(slot('portal').childElementCount).toBe(0);
    expect(slot('news').textContent).toBe('Nachrichten');

    next = routed();
    navigateToUrl('/bookmarks');
    await next;
    expect(slot('portal').querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
