import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Level } from 'pino';

/**
 * A 503 with Retry-After that no error caused: the site refused on purpose because it is busy (every password
 * check taken). Expected under load, so it is not logged as a failure with a stack.
 */
function isBusyRefusal(res: ServerResponse, err?: Error): boolean {
  return !err && res.statusCode === 503 && res.hasHeader('retry-after');
}

/**
 * The level of a request's access log line: failures as errors, a deliberate busy refusal as a warning, a
 * document served from the page cache at debug (the hot path: logged only with LOG_LEVEL=debug), everything else
 * at info.
 */
export function requestLogLevel(_req: IncomingMessage, res: ServerResponse, err?: Error): Level {
  if (isBusyRefusal(res, err)) return 'warn';
  if (err || res.statusCode >= 500) return 'error';
  if (res.getHeader('x-cache') === 'HIT') return 'debug';
  return 'info';
}
