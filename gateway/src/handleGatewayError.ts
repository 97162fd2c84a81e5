import { apiError } from '@news/contracts/apiError';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { loggedRequest } from './createAccessLog';
import { sendUpstreamUnavailable } from './upstream/sendUpstreamUnavailable';
import { UpstreamError } from './upstream/UpstreamError';

/**
 * The gateway's last error handler: an unavailable upstream is the German 503 with Retry-After; a client error
 * keeps its 4xx as `bad_request`; everything else is logged and answered 500 `internal_error` (never a crash).
 */
export function handleGatewayError(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof UpstreamError && !res.headersSent) {
      logger.warn({ err, req: loggedRequest(req) }, 'upstream unavailable');
      sendUpstreamUnavailable(res);
      return;
    }
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) logger.error({ err, req: loggedRequest(req) }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(status)
      .json(
        status >= 500
          ? apiError(
              status,
              'internal_error',
              'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
            )
          : apiError(status, 'bad_request', 'Die Anfrage ist ungültig.'),
      );
  };
}
