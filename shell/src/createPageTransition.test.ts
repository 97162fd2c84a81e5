/** @jest-environment jsdom */
import { createPageTransition } from './createPageTransition';

let main: HTMLElement;
let reduce = false;

beforeEach(() => {
  jest.useFakeTimers();
  reduce = false;
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reduce,
  })) as unknown as typeof window.matchMedia;
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<main id="app-main"></main>';
  main = document.getElementById('app-main') as HTMLElement;
});
afterEach(() => jest.useRealTimers());

/** Records every change of main's classes; the route changes the path and reports it as single-spa does. */
function setup() {
  const seen: string[] = [];
  const record = () => seen.push(main.className);
  new MutationObserver(record).observe(main, { attributes: true, attributeFilter: ['class'] });
  const routeTo = jest.fn((path: string) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
  const transition = createPageTransition(window, main, routeTo);
  // the first mount: no transition
  window.dispatchEvent(new Event('single-spa:routing-event'));
  return { transition, routeTo, seen };
}

const settle = async () => {
  await Promise.resolve();
  jest.advanceTimersByTime(1000);
  await Promise.resolve();
};

describe('createPageTransition', () => {
  it('leaves first, routes after the leave phase, then enters (out-in)', async () => {
    const { transition, routeTo } = setup();
    transition.navigate('/lokales');
    expect(main.className).toBe('page-leave-active page-leave-to');
    expect(routeTo).not.toHaveBeenCalled();
    main.dispatchEvent(new Event('transitionend'));
    expect(routeTo).toHaveBeenCalledWith('/lokales');
    expect(main.className).toBe('page-enter-active page-enter-from');
    jest.advanceTimersByTime(40); // two animation frames
    expect(main.className).toBe('page-enter-active page-enter-to');
    await settle();
    expect(main.className).toBe('');
  });

  it('routes even when the leave never reports its end', async () => {
    const { transition, routeTo } = setup();
    transition.navigate('/sport');
    jest.advanceTimersByTime(399);
    expect(routeTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(routeTo).toHaveBeenCalledWith('/sport');
  });

  it('sets no class and routes at once for a reader who prefers reduced motion', async () => {
    reduce = true;
    const { transition, routeTo, seen } = setup();
    transition.navigate('/lokales');
    expect(routeTo).toHaveBeenCalledWith('/lokales');
    await settle();
    expect(seen).toEqual([]);
  });

  it('only enters on back and forward, and leaves a hash change alone', async () => {
    const { seen } = setup();
    window.history.pushState(null, '', '/#login');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await Promise.resolve();
    expect(seen).toEqual([]);
    window.history.pushState(null, '', '/sport');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(main.className).toBe('page-enter-active page-enter-from');
  });
});
