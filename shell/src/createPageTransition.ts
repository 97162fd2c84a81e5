/**
 * The page transition `page` in out-in mode (spec §9) on in-app navigation by link: the main content fades out
 * (`page-leave-active page-leave-to`), the route changes when that has ended, and once the new route is mounted
 * it fades in (`page-enter-active page-enter-from`, then `page-enter-active`, then none). Only opacity changes
 * (shell.css, the same duration as PHASE_MS), so nothing moves. A reader who asks for less motion
 * (`prefers-reduced-motion: reduce`) gets no transition and no classes: the route changes at once.
 */
export const PHASE_MS = 150;

export function createPageTransition(
  win: Window,
  main: HTMLElement | null,
  routeTo: (path: string) => void,
): (path: string) => void {
  const set = (...phase: string[]) => main!.setAttribute('class', ['shell-main', ...phase].join(' '));
  const enter = () => {
    set('page-enter-active', 'page-enter-from');
    // style the start state before the end state is set, so the browser runs the transition
    void main!.offsetWidth;
    set('page-enter-active');
    win.setTimeout(set, PHASE_MS);
  };
  let leaving = 0;
  return (path) => {
    if (!main || win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return routeTo(path);
    // a second click while the page fades out goes to its own target, after the same fade
    win.clearTimeout(leaving);
    set('page-leave-active', 'page-leave-to');
    leaving = win.setTimeout(() => {
      win.addEventListener('single-spa:routing-event', enter, { once: true });
      routeTo(path);
    }, PHASE_MS);
  };
}
