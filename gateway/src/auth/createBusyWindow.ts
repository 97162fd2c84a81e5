import type { RequestHandler } from 'express';
import type { IdentityAnswer } from './createIdentityClient';

/** How long the gateway answers "busy" itself after the identity service did (its password checks all taken). */
export const BUSY_WINDOW_MS = 250;

/** At most this many busy answers wait for the window's end at once; beyond it they are given at once. */
export const MAX_HELD_BUSY_ANSWERS = 1_000;

/** Runs `fn` after `ms`; the returned function cancels it. */
export type Schedule = (fn: () => void, ms: number) => () => void;

const scheduleTimeout: Schedule = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

export interface BusyWindow {
  /** Takes note of an identity answer: a 503 with Retry-After opens the window. */
  note(answer: IdentityAnswer<unknown>): void;
  /**
   * While the window is open, answers a request with the identity service's last busy answer when the window
   * closes; else passes on.
   */
  refuseWhileBusy: RequestHandler;
}

/**
 * S5 (BENCHMARKS.md): during a login flood the identity service refuses every attempt it has no password check
 * for (503, Retry-After). For `windowMs` after such an answer the gateway gives the same answer itself, before it
 * parses the body or calls the identity service. It gives that answer after the window has closed, not at once
 * (as nginx's `limit_req` delays what exceeds its rate): a client that waits for its answer, as browsers and most
 * scripts do, sends at most one attempt per connection and window, so a flood cannot turn the core the pages are
 * served from into a refusal machine. Each answer waits a random part of one more window beyond the window's end,
 * so a crowd of attempts held together does not come back together. A held answer costs a timer and an open
 * socket; at most `maxHeld` are held at once, any more are answered at once. A reader who tries in that moment
 * sees the same German "try again in a few seconds" message the identity service gives, a fraction of a second
 * later.
 */
export function createBusyWindow(
  opts: {
    windowMs?: number;
    now?: () => number;
    maxHeld?: number;
    schedule?: Schedule;
    random?: () => number;
  } = {},
): BusyWindow {
  const windowMs = opts.windowMs ?? BUSY_WINDOW_MS;
  const now = opts.now ?? Date.now;
  const maxHeld = opts.maxHeld ?? MAX_HELD_BUSY_ANSWERS;
  const schedule = opts.schedule ?? scheduleTimeout;
  const random = opts.random ?? Math.random;
  let openUntil = 0;
  let busy: { body: unknown; retryAfter: string } | null = null;
  let held = 0;
  return {
    note(answer) {
      if (answer.ok || answer.status !== 503) return;
      const retryAfter = answer.headers.get('retry-after');
      if (!retryAfter) return;
      busy = { body: answer.body, retryAfter };
      openUntil = now() + windowMs;
    },
    refuseWhileBusy(_req, res, next) {
      const remaining = openUntil - now();
      if (busy === null || remaining <= 0) {
        next();
        return;
      }
      const answer = busy;
      const refuse = () => {
        res.setHeader('retry-after', answer.retryAfter);
        res.status(503).json(answer.body);
      };
      if (held >= maxHeld) {
        refuse();
        return;
      }
      held++;
      const release = () => {
        held--;
        res.removeListener('close', gone);
      };
      const gone = () => {
        cancel();
        release();
      };
      const cancel = schedule(
        () => {
          release();
          refuse();
        },
        Math.round(remaining + random() * windowMs),
      );
      res.on('close', gone);
    },
  };
}
