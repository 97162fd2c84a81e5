/** How often the shell asks for the latest build while the tab is open (besides on every return to the tab). */
export const BUILD_POLL_MS = 15 * 60 * 1000;

/**
 * Polls /builds/latest.json (periodically and whenever the tab becomes visible again) and calls `onNewBuild` once
 * when its id differs from the build that rendered this page. A failed poll (offline) is simply retried later.
 */
export function watchBuild(
  win: Window,
  currentId: string,
  onNewBuild: (id: string) => void,
  intervalMs = BUILD_POLL_MS,
): () => void {
  let done = false;
  const check = async () => {
    if (done) return;
    try {
      const res = await win.fetch('/builds/latest.json', { cache: 'no-store' });
      if (!res.ok) return;
      const { id } = (await res.json()) as { id?: unknown };
      if (!done && typeof id === 'string' && id !== '' && id !== currentId) {
        done = true;
        stop();
        onNewBuild(id);
      }
    } catch {
      // offline or a broken answer: the next poll tries again
    }
  };
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') void check();
  };
  const timer = win.setInterval(() => void check(), intervalMs);
  win.document.addEventListener('visibilitychange', onVisible);
  win.addEventListener('focus', onVisible);
  const stop = () => {
    win.clearInterval(timer);
    win.document.removeEventListener('visibilitychange', onVisible);
    win.removeEventListener('focus', onVisible);
  };
  void check();
  return stop;
}
