import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent } from 'pino';

/**
 * The level of a request's access log line: failures as errors, a document served from the page cache at debug
 * (the hot path: logged only with LOG_LEVEL=debug), everything else at info.
 */
export function requestLogLevel(_req: IncomingMessage, res: ServerResponse, err?: Error): LevelWithSilent {
  if (err || res.statusCode >= 500) return 'error';
  if (res.getHeader('x-cache') === 'HIT') return 'debug';
  return 'info';
}
