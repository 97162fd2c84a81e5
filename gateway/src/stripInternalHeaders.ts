import type { Request, RequestHandler } from 'express';
import { CONTENT_GRANT_HEADER } from '@news/contracts/paywallApi';

/** Headers only the gateway itself may send: they name the brand, carry a content grant or the reader's address. */
const INTERNAL_HEADERS = ['x-mandator', CONTENT_GRANT_HEADER, 'x-client-ip'];

/** The gateway's own call through its public paths: it carries the internal token of this start. */
export const isInternalRequest = (req: Request, internalToken: string): boolean =>
  req.headers['x-internal-token'] === internalToken;

/**
 * The first middleware: from every request that is not the gateway's own, the internal headers are removed, so
 * no client header can choose the brand, carry a content grant or the address the rate limits count.
 */
export function stripInternalHeaders(internalToken: string): RequestHandler {
  return (req, _res, next) => {
    if (!isInternalRequest(req, internalToken)) {
      for (const name of Object.keys(req.headers))
        if (INTERNAL_HEADERS.includes(name) || name.startsWith('x-internal-')) delete req.headers[name];
    }
    next();
  };
}
