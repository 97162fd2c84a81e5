/**
 * The page transition `page` in out-in mode (spec §9) on in-app navigation: the main content fades out
 * (`page-leave-active page-leave-to`), the route changes once that has ended, and the new page fades in
 * (`page-enter-active page-enter-from`, then `page-enter-to`). Only opacity changes, so nothing moves. A reader
 * who asks for less motion (`prefers-reduced-motion: reduce`) gets no transition and no classes; a navigation the
 * shell did not start (back and forward) only fades in. The first mount and hash changes have no transition.
 */
export type PageTransition = {
  /** Navigates in the app to `path` after the leave phase. */
  navigate(path: string): void;
};

export const PAGE_TRANSITION_CLASSES = [
  'page-leave-active',
  'page-leave-to',
  'page-enter-active',
  'page-enter-from',
  'page-enter-to',
] as const;

/** Longer than the CSS transition: a leave that never reports its end (hidden tab, no transition) still ends. */
const PHASE_TIMEOUT_MS = 400;

export function createPageTransition(
  win: Window,
  main: HTMLElement | null,
  routeTo: (path: string) => void,
): PageTransition {
  const reduced = () => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const clear = () => main?.classList.remove(...PAGE_TRANSITION_CLASSES);
  let lastPath: string | null = null;

  /** Runs `done` once, at the end of main's own opacity transition or after the timeout. */
  const afterTransition = (element: HTMLElement, done: () => void) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      element.removeEventListener('transitionend', onEnd);
      win.clearTimeout(timer);
      done();
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element) finish();
    };
    element.addEventListener('transitionend', onEnd);
    const timer = win.setTimeout(finish, PHASE_TIMEOUT_MS);
  };

  win.addEventListener('single-spa:routing-event', () => {
    const path = win.location.pathname;
    const changed = lastPath !== null && path !== lastPath;
    lastPath = path;
    if (!main || !changed || reduced()) {
      if (changed) clear();
      return;
    }
    clear();
    main.classList.add('page-enter-active', 'page-enter-from');
    // the start state is painted before the end state is set, so the browser runs the transition
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => {
        main.classList.remove('page-enter-from');
        main.classList.add('page-enter-to');
        afterTransition(main, clear);
      }),
    );
  });

  return {
    navigate(path) {
      if (!main || reduced()) {
        routeTo(path);
        return;
      }
      clear();
      main.classList.add('page-leave-active', 'page-leave-to');
      afterTransition(main, () => routeTo(path));
    },
  };
}
