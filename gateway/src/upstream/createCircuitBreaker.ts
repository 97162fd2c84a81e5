export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreaker = {
  /** Whether a call may go to the upstream now; false: answer 503 at once without trying. */
  allow(): boolean;
  /** The call answered (below 500). */
  succeeded(): void;
  /** The call failed: refused, too slow, or a 5xx. */
  failed(): void;
  state(): CircuitState;
};

/**
 * A circuit breaker for one proxied upstream: after `failureThreshold` failures in a row it opens and no call goes
 * to the upstream for `cooldownMs` (the gateway answers 503 with Retry-After at once, instead of hammering a dead
 * service and making every reader wait for the timeout). Then one trial call goes through (half-open): its success
 * closes the circuit, its failure opens it for another cooldown. Calls made while the trial runs are refused.
 */
export function createCircuitBreaker(opts: {
  failureThreshold?: number;
  cooldownMs: number;
  now?: () => number;
}): CircuitBreaker {
  const threshold = opts.failureThreshold ?? 5;
  const now = opts.now ?? Date.now;
  let failures = 0;
  let openedAt: number | undefined;
  let trialRunning = false;
  const state = (): CircuitState => {
    if (openedAt === undefined) return 'closed';
    return now() - openedAt >= opts.cooldownMs ? 'half-open' : 'open';
  };
  return {
    state,
    allow() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialRunning) return false;
      trialRunning = true;
      return true;
    },
    succeeded() {
      failures = 0;
      openedAt = undefined;
      trialRunning = false;
    },
    failed() {
      failures += 1;
      if (trialRunning || failures >= threshold) {
        openedAt = now();
        trialRunning = false;
      }
    },
  };
}
