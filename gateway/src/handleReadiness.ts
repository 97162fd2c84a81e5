import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * GET /readyz: 503 `draining` once the process drains (a load balancer takes it out while requests in flight
 * finish), 503 `not_ready` while a dependency fails (`check`: the database, the local build, the registry),
 * otherwise `ready`.
 */
export function handleReadiness(deps: {
  isDraining: () => boolean;
  check: () => Promise<void>;
  logger: Logger;
}): RequestHandler {
  return async (_req, res) => {
    if (deps.isDraining()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    try {
      await deps.check();
      res.json({ status: 'ready' });
    } catch (err) {
      deps.logger.warn({ err }, 'not ready');
      res.status(503).json({ status: 'not_ready' });
    }
  };
}
