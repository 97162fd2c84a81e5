/** @jest-environment jsdom */
import { startServiceWorker } from './startServiceWorker';

/** A fake ServiceWorkerContainer with one registration whose workers the test drives. */
function fakeWorkers(opts: { controller: boolean; register?: () => Promise<unknown> }) {
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  const registration = new EventTarget() as EventTarget & Record<string, unknown>;
  registration.waiting = null;
  registration.installing = null;
  // the messages reach the registration's active worker, whether or not it controls the page
  const activeMessages: unknown[] = [];
  registration.active = { postMessage: (m: unknown) => activeMessages.push(m) };
  container.controller = opts.controller ? registration.active : null;
  container.ready = Promise.resolve(registration);
  container.register = jest.fn(opts.register ?? (async () => registration));
  const worker = () => {
    const w = new EventTarget() as EventTarget & { state: string; postMessage: jest.Mock };
    w.state = 'installing';
    w.postMessage = jest.fn();
    return w;
  };
  const nav = { serviceWorker: container } as unknown as Navigator;
  return { container, registration, worker, nav, activeMessages };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startServiceWorker', () => {
  const reload = jest.fn();
  const win = Object.assign(new EventTarget(), {
    location: { reload, pathname: '/sport', search: '' },
  }) as unknown as Window;
  beforeEach(() => {
    reload.mockReset();
  });

  it('registers /sw.js with scope / and offers an update, reloading only after the reader accepts it', async () => {
    const f = fakeWorkers({ controller: true });
    const onUpdate = jest.fn();
    await startServiceWorker(f.nav, win, { onUpdate, onOfflineReady: jest.fn() });
    expect(f.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const next = f.worker();
    f.registration.installing = next;
    f.registration.dispatchEvent(new Event('updatefound'));
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    f.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    onUpdate.mock.calls[0][0]();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    f.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the open page and every later route to the worker’s document cache', async () => {
    const f = fakeWorkers({ controller: true });
    await startServiceWorker(f.nav, win, { onUpdate: jest.fn(), onOfflineReady: jest.fn() });
    (win.location as { pathname: string }).pathname = '/politik';
    win.dispatchEvent(new Event('single-spa:routing-event'));
    await flush();
    expect(f.activeMessages).toEqual([
      { type: 'CACHE_DOCUMENT', url: '/sport' },
      { type: 'CACHE_DOCUMENT', url: '/politik' },
    ]);
    (win.location as { pathname: string }).pathname = '/sport';
  });

  it('offers a page the browser loaded without asking the worker (no controller) to the active worker', async () => {
    const f = fakeWorkers({ controller: false });
    await startServiceWorker(f.nav, win, { onUpdate: jest.fn(), onOfflineReady: jest.fn() });
    await flush();
    expect(f.activeMessages).toEqual([{ type: 'CACHE_DOCUMENT', url: '/sport' }]);
  });

  it('offers a worker that was already waiting when the page opened', async () => {
    const f = fakeWorkers({ controller: true });
    f.registration.waiting = f.worker();
    const onUpdate = jest.fn();
    await startServiceWorker(f.nav, win, { onUpdate, onOfflineReady: jest.fn() });
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('announces offline readiness for the first worker instead of an update', async () => {
    const f = fakeWorkers({ controller: false });
    const onUpdate = jest.fn();
    const onOfflineReady = jest.fn();
    await startServiceWorker(f.nav, win, { onUpdate, onOfflineReady });
    const first = f.worker();
    f.registration.installing = first;
    f.registration.dispatchEvent(new Event('updatefound'));
    first.state = 'installed';
    first.dispatchEvent(new Event('statechange'));
    first.state = 'activated';
    first.dispatchEvent(new Event('statechange'));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(onOfflineReady).toHaveBeenCalledTimes(1);
  });

  it('a failed registration changes nothing: no prompt, no notice, no message, no reload', async () => {
    const f = fakeWorkers({ controller: false, register: () => Promise.reject(new Error('SecurityError')) });
    const hooks = { onUpdate: jest.fn(), onOfflineReady: jest.fn() };
    await expect(startServiceWorker(f.nav, win, hooks)).resolves.toBeUndefined();
    await flush();
    expect(f.activeMessages).toEqual([]);
    expect(hooks.onUpdate).not.toHaveBeenCalled();
    expect(hooks.onOfflineReady).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a browser that answers no registration (service workers blocked) gets no message', async () => {
    const f = fakeWorkers({ controller: false, register: async () => undefined });
    const hooks = { onUpdate: jest.fn(), onOfflineReady: jest.fn() };
    await expect(startServiceWorker(f.nav, win, hooks)).resolves.toBeUndefined();
    await flush();
    expect(f.activeMessages).toEqual([]);
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(
      startServiceWorker({} as Navigator, win, { onUpdate: jest.fn(), onOfflineReady: jest.fn() }),
    ).resolves.toBeUndefined();
  });
});
