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
  document.body.innerHTML = '<main id="app-main" class="shell-main"></main>';
  main = document.getElementById('app-main') as HTMLElement;
});
afterEach(() => jest.useRealTimers());

/** Every class main takes, in order; the route changes the path and reports it as single-spa does. */
function setup() {
  const seen: string[] = [];
  const setAttribute = main.setAttribute.bind(main);
  main.setAttribute = (name: string, value: string) => {
    if (name === 'class') seen.push(value);
    setAttribute(name, value);
  };
  const routeTo = jest.fn((path: string) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
  const transition = createPageTransition(window, main, routeTo);
  // the first mount: no transition
  window.dispatchEvent(new Event('single-spa:routing-event'));
  return { transition, routeTo, seen };
}

describe('createPageTransition', () => {
  it('leaves first, routes once the leave phase has ended, then enters (out-in)', () => {
    const { transition, routeTo, seen } = setup();
    transition.navigate('/lokales');
    expect(main.className).toBe('shell-main page-leave-active page-leave-to');
    jest.advanceTimersByTime(149);
    expect(routeTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(routeTo).toHaveBeenCalledWith('/lokales');
    expect(main.className).toBe('shell-main page-enter-active');
    jest.advanceTimersByTime(150);
    expect(main.className).toBe('shell-main');
    expect(seen).toEqual([
      'shell-main page-leave-active page-leave-to',
      'shell-main page-enter-active page-enter-from',
      'shell-main page-enter-active',
      'shell-main',
    ]);
  });

  it('sets no class and routes at once for a reader who prefers reduced motion', () => {
    reduce = true;
    const { transition, routeTo, seen } = setup();
    transition.navigate('/lokales');
    expect(routeTo).toHaveBeenCalledWith('/lokales');
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it('only enters on back and forward, and leaves a hash change alone', () => {
    const { seen } = setup();
    window.history.pushState(null, '', '/#login');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(seen).toEqual([]);
    window.history.pushState(null, '', '/sport');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(seen[0]).toBe('shell-main page-enter-active page-enter-from');
  });
});
