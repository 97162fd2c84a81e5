/** @jest-environment jsdom */
import { createPageTransition, PHASE_MS } from './createPageTransition';

let main: HTMLElement;
let reduce = false;

beforeEach(() => {
  jest.useFakeTimers();
  reduce = false;
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reduce,
  })) as unknown as typeof window.matchMedia;
  document.body.innerHTML = '<main id="app-main" class="shell-main"></main>';
  main = document.getElementById('app-main') as HTMLElement;
});
afterEach(() => jest.useRealTimers());

/** Every class main takes, in order; the route reports its mount as single-spa does. */
function setup() {
  const seen: string[] = [];
  const setAttribute = main.setAttribute.bind(main);
  main.setAttribute = (name: string, value: string) => {
    if (name === 'class') seen.push(value);
    setAttribute(name, value);
  };
  const routeTo = jest.fn(() => window.dispatchEvent(new Event('single-spa:routing-event')));
  return { navigate: createPageTransition(window, main, routeTo), routeTo, seen };
}

describe('createPageTransition', () => {
  it('leaves first, routes once the leave phase has ended, then enters (out-in)', () => {
    const { navigate, routeTo, seen } = setup();
    navigate('/lokales');
    expect(main.className).toBe('shell-main page-leave-active page-leave-to');
    jest.advanceTimersByTime(PHASE_MS - 1);
    expect(routeTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(routeTo).toHaveBeenCalledWith('/lokales');
    expect(main.className).toBe('shell-main page-enter-active');
    jest.advanceTimersByTime(PHASE_MS);
    expect(main.className).toBe('shell-main');
    expect(seen).toEqual([
      'shell-main page-leave-active page-leave-to',
      'shell-main page-enter-active page-enter-from',
      'shell-main page-enter-active',
      'shell-main',
    ]);
  });

  it('enters once per navigation: a later route change (a hash overlay) has no transition', () => {
    const { navigate, seen } = setup();
    navigate('/lokales');
    jest.advanceTimersByTime(1000);
    seen.length = 0;
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(seen).toEqual([]);
  });

  it('routes only to the last target when a second link is clicked while the page fades out', () => {
    const { navigate, routeTo } = setup();
    navigate('/lokales');
    jest.advanceTimersByTime(PHASE_MS / 2);
    navigate('/sport');
    jest.advanceTimersByTime(1000);
    expect(routeTo.mock.calls).toEqual([['/sport']]);
    expect(main.className).toBe('shell-main');
  });

  it('sets no class and routes at once for a reader who prefers reduced motion', () => {
    reduce = true;
    const { navigate, routeTo, seen } = setup();
    navigate('/lokales');
    expect(routeTo).toHaveBeenCalledWith('/lokales');
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it('routes at once when the page has no main element', () => {
    const routeTo = jest.fn();
    createPageTransition(window, null, routeTo)('/lokales');
    expect(routeTo).toHaveBeenCalledWith('/lokales');
  });
});
