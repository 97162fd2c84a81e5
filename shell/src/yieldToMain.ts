type SchedulerWindow = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task and continues in a new one (scheduler.yield where the browser has it, which keeps the
 * continuation ahead of other queued work; a macrotask otherwise), so input and paint can run in between.
 */
export function yieldToMain(win: Window & SchedulerWindow = window): Promise<void> {
  const yieldNow = win.scheduler?.yield;
  if (typeof yieldNow === 'function') return yieldNow.call(win.scheduler);
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
