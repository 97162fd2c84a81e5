/**
 * The page transition `page` in out-in mode (spec §9) on in-app navigation: the main content fades out
 * (`page-leave-active page-leave-to`), the route changes when that has ended, and the new page fades in
 * (`page-enter-active page-enter-from`, then `page-enter-active`). Only opacity changes (shell.css, the same
 * duration as PHASE_MS), so nothing moves. A reader who asks for less motion (`prefers-reduced-motion: reduce`)
 * gets no transition and no classes; a navigation the shell did not start (back and forward) only fades in. The
 * first mount and hash changes have no transition.
 */
export type PageTransition = {
  /** Navigates in the app to `path` after the leave phase. */
  navigate(path: string): void;
};

const PHASE_MS = 150;

export function createPageTransition(
  win: Window,
  main: HTMLElement | null,
  routeTo: (path: string) => void,
): PageTransition {
  const reduced = () => !main || !!win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const set = (...phase: string[]) => main!.setAttribute('class', ['shell-main', ...phase].join(' '));
  let lastPath: string | null = null;

  win.addEventListener('single-spa:routing-event', () => {
    const path = win.location.pathname;
    const changed = lastPath !== null && path !== lastPath;
    lastPath = path;
    if (!changed || reduced()) return;
    set('page-enter-active', 'page-enter-from');
    // style the start state before the end state is set, so the browser runs the transition
    void main!.offsetWidth;
    set('page-enter-active');
    win.setTimeout(set, PHASE_MS);
  });

  return {
    navigate(path) {
      if (reduced()) return routeTo(path);
      set('page-leave-active', 'page-leave-to');
      win.setTimeout(routeTo, PHASE_MS, path);
    },
  };
}
