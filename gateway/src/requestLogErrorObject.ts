import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBusyRefusal } from './requestLogLevel';

/**
 * The fields of an access log line for an answer >= 500 (pino-http's customErrorObject). pino-http makes up an
 * error with a stack for every such answer; a deliberate busy refusal logs without it (no error happened, and a
 * flood of refusals should not cost a serialized stack each).
 */
export function requestLogErrorObject(
  _req: IncomingMessage,
  res: ServerResponse,
  _err: Error,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  if (!isBusyRefusal(res, (res as { err?: Error }).err)) return fields;
  const { err: _made, ...rest } = fields;
  return rest;
}
