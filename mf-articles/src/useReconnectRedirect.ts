import { useEffect, useState } from 'react';

/** Spec §9: after the connection returns the error page counts down 5 s in 1 s steps, then redirects. */
export const RECONNECT_COUNTDOWN_MS = 5000;
export const RECONNECT_TICK_MS = 1000;

const assign = (url: string) => window.location.assign(url);

export type ConnectionPhase =
  { phase: 'online' } | { phase: 'offline' } | { phase: 'reconnected'; remainingMs: number };

/**
 * The connection as the error page shows it. Going offline shows the offline note (and stops a running
 * countdown); coming back online starts the countdown from 5000 ms, after which `redirect(target)` runs. The
 * first render is always 'online' (as on the server), the browser's real state follows right after mounting.
 */
export function useReconnectRedirect(
  target: string,
  redirect: (url: string) => void = assign,
): ConnectionPhase {
  const [state, setState] = useState<ConnectionPhase>({ phase: 'online' });

  useEffect(() => {
    const offline = () => setState({ phase: 'offline' });
    const online = () => setState({ phase: 'reconnected', remainingMs: RECONNECT_COUNTDOWN_MS });
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  const counting = state.phase === 'reconnected';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(
      () =>
        setState((s) =>
          s.phase === 'reconnected'
            ? { phase: 'reconnected', remainingMs: Math.max(0, s.remainingMs - RECONNECT_TICK_MS) }
            : s,
        ),
      RECONNECT_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [counting]);

  const done = state.phase === 'reconnected' && state.remainingMs === 0;
  useEffect(() => {
    if (done) redirect(target);
  }, [done, target, redirect]);

  return state;
}
