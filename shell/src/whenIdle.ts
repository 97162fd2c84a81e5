/**
 * Runs `work` once the browser is idle (requestIdleCallback, at the latest after `timeoutMs`), or on the next
 * macrotask where there is no idle callback. Keeps non-critical startup out of the tasks before first paint.
 */
export function whenIdle(work: () => void, win: Window = window, timeoutMs = 2000): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else win.setTimeout(work, 0);
}
