import type { RequestHandler } from 'express';
import { getMandator, mandatorForHost } from '@news/config/mandators';

/**
 * Which brand a request is for: an explicit x-mandator header of a known brand (the gateway's own server-side
 * fetches set it), else the host name, else the configured default (MANDATOR).
 */
export function resolveMandator(defaultMandator: string): RequestHandler {
  return (req, res, next) => {
    const header = req.get('x-mandator');
    const explicit = header ? getMandator(header) : undefined;
    res.locals.mandator =
      explicit ?? mandatorForHost(req.get('x-forwarded-host') ?? req.get('host') ?? '', defaultMandator);
    next();
  };
}
