/**
 * @jest-environment jsdom
 */
import { startPrefetching } from './startPrefetching';

/** A stand-in for the browser's IntersectionObserver: the test decides when links come into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports every observed link as intersecting. */
  showAll() {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
const setConnection = (value: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const requested = () => (fetchMock.mock.calls as unknown as [string][]).map(([url]) => url);

/** Starts prefetching on a page whose main region holds these links; returns the page's observer. */
function start(...paths: string[]): FakeIntersectionObserver {
  document.body.innerHTML = `<main id="app-main">${paths.map((p) => `<a href="${p}">${p}</a>`).join('')}</main>`;
  FakeIntersectionObserver.instances = [];
  startPrefetching(document);
  const observer = FakeIntersectionObserver.instances[0];
  if (!observer) throw new Error('no observer');
  return observer;
}

beforeEach(() => {
  fetchMock.mockClear();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  setConnection({ effectiveType: '4g' });
});

describe('startPrefetching', () => {
  it('prefetches the page data of public links that come into view, anonymously and with low priority', async () => {
    const observer = start('/sport', '/account', '/schlagzeilen/2');
    observer.showAll();
    await flush();
    expect(requested()).toEqual(['/sport/_payload.json', '/schlagzeilen/2/_payload.json']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/sport/_payload.json',
      expect.objectContaining({ credentials: 'omit', priority: 'low' }),
    );
  });

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['2g', { effectiveType: '2g' }],
    ['3g', { effectiveType: '3g' }],
  ])('prefetches nothing on %s', async (_name, connection) => {
    setConnection(connection);
    const observer = start('/sport', '/politik');
    observer.showAll();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the connection again for every link: it follows data saver being switched on and off', async () => {
    const observer = start('/sport');
    setConnection({ saveData: true });
    observer.showAll();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();

    setConnection({ effectiveType: '4g' });
    document.getElementById('app-main')?.insertAdjacentHTML('beforeend', '<a href="/politik">Politik</a>');
    await flush();
    observer.showAll();
    await flush();
    expect(requested()).toEqual(['/politik/_payload.json']);
  });

  it('skips a queued prefetch when the connection got slow before its turn', async () => {
    const observer = start('/a', '/b', '/c', '/d', '/e', '/f');
    let release: () => void = () => undefined;
    fetchMock.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ ok: true }))) as Promise<{ ok: boolean }>,
    );
    observer.showAll();
    await flush();
    expect(requested()).toEqual(['/a', '/b', '/c', '/d'].map((p) => `${p}/_payload.json`));
    setConnection({ effectiveType: '3g' });
    release();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockImplementation(() => Promise.resolve({ ok: true }));
  });
});
