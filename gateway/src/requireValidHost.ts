import type { RequestHandler } from 'express';
import { apiError } from '@news/contracts/apiError';

/** A host name (labels of letters, digits, hyphens; a trailing dot) or an IP literal, with an optional port. */
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

const invalid = apiError(400, 'invalid_host', 'Die Anfrage ist ungültig.');

/**
 * A request must name a well-formed host: the Host header, and X-Forwarded-Host and -Proto where a configured
 * proxy sent them (Express reads those only from TRUSTED_PROXIES). Anything else is answered 400 before any handler
 * builds a URL or picks a brand from it.
 */
export const requireValidHost: RequestHandler = (req, res, next) => {
  const host = req.get('host');
  const effective = req.host;
  if (!host || !HOST.test(host) || !effective || !HOST.test(effective) || !/^https?$/.test(req.protocol)) {
    res.status(400).json(invalid);
    return;
  }
  next();
};
