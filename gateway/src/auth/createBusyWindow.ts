import type { RequestHandler } from 'express';
import type { IdentityAnswer } from './createIdentityClient';

/** How long the gateway answers "busy" itself after the identity service did (its password checks all taken). */
export const BUSY_WINDOW_MS = 250;

export interface BusyWindow {
  /** Takes note of an identity answer: a 503 with Retry-After opens the window. */
  note(answer: IdentityAnswer<unknown>): void;
  /** Answers a request while the window is open with the identity service's last busy answer; else passes on. */
  refuseWhileBusy: RequestHandler;
}

/**
 * S5 (BENCHMARKS.md): during a login flood the identity service refuses every attempt it has no password check
 * for (503, Retry-After). For `windowMs` after such an answer the gateway gives the same answer itself, before it
 * parses the body or calls the identity service, so a flood costs the pages next to nothing. A reader who tries in
 * that moment sees the same German "try again in a few seconds" message the identity service gives.
 */
export function createBusyWindow(
  windowMs: number = BUSY_WINDOW_MS,
  now: () => number = Date.now,
): BusyWindow {
  let openUntil = 0;
  let busy: { body: unknown; retryAfter: string } | null = null;
  return {
    note(answer) {
      if (answer.ok || answer.status !== 503) return;
      const retryAfter = answer.headers.get('retry-after');
      if (!retryAfter) return;
      busy = { body: answer.body, retryAfter };
      openUntil = now() + windowMs;
    },
    refuseWhileBusy(_req, res, next) {
      if (busy === null || now() >= openUntil) {
        next();
        return;
      }
      res.setHeader('retry-after', busy.retryAfter);
      res.status(503).json(busy.body);
    },
  };
}
