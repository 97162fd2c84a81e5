import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestLogLevel } from './requestLogLevel';

/** What a log line records of a request: never its headers (a reader's cookies and tokens have no place in a log). */
export type LoggedRequest = { id: number; method?: string; url?: string; remoteAddress?: string };

const requestIds = new WeakMap<IncomingMessage, number>();

/** The request's fields for a log line (its id is the one of its access log line). */
export function loggedRequest(req: IncomingMessage): LoggedRequest {
  return {
    id: requestIds.get(req) ?? 0,
    method: req.method,
    url: req.url,
    remoteAddress: req.socket?.remoteAddress,
  };
}

/**
 * The access log: one line per finished request with method, URL, request id, client address, status, the page
 * cache's outcome and the response time, at the level requestLogLevel gives (a page from the cache at debug, a
 * deliberate busy refusal at warn, failures at error). Requests for remote bundles are not logged. The fields are
 * gathered only when the line is written: nothing is serialized for a line the log level drops.
 */
export function createAccessLog(
  logger: Logger,
  opts: { ignore?: (url: string) => boolean } = {},
): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const id = (lastId = (lastId + 1) & 0x7fffffff);
    requestIds.set(req, id);
    if (opts.ignore?.(req.url)) {
      next();
      return;
    }
    const start = Date.now();
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      write(req, res, Date.now() - start);
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };

  function write(req: IncomingMessage, res: ServerResponse, responseTime: number): void {
    const aborted = !res.writableFinished;
    const level = requestLogLevel(req, res, aborted ? new Error('request aborted') : undefined);
    if (!logger.isLevelEnabled(level)) return;
    const cache = res.getHeader('x-cache');
    logger[level](
      {
        req: loggedRequest(req),
        res: { statusCode: res.statusCode, ...(cache === undefined ? {} : { cache }) },
        responseTime,
      },
      aborted ? 'request aborted' : 'request completed',
    );
  }
}
