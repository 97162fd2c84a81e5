import type { RequestHandler } from 'express';
import { getMandator, mandatorForHost, type Mandator } from '@news/config/mandators';
import type { BrandOrigins } from './brandOrigins';
import { isInternalRequest } from './stripInternalHeaders';

/**
 * Which brand a request is for, and the brand's public origin for absolute URLs (`res.locals.origin`). The brand
 * comes from the configured host map: the brands' hosts (packages/config mandators.ts) and the hosts of their
 * configured origins (brandOrigins). The Host header is read through Express, which takes X-Forwarded-Host only
 * from a configured proxy (TRUSTED_PROXIES). A host on no map gets the configured default (MANDATOR). Only the
 * gateway's own calls (internal token) may name the brand with x-mandator; from anyone else it was stripped.
 */
export function resolveMandator(opts: {
  defaultMandator: string;
  brandOrigins: BrandOrigins;
  internalToken: string;
}): RequestHandler {
  const originHosts = new Map<string, Mandator>();
  for (const [id, origin] of Object.entries(opts.brandOrigins)) {
    const mandator = getMandator(id);
    if (mandator) originHosts.set(new URL(origin).hostname, mandator);
  }
  return (req, res, next) => {
    const named = isInternalRequest(req, opts.internalToken)
      ? getMandator(req.get('x-mandator') ?? '')
      : undefined;
    const host = req.host ?? '';
    const mandator =
      named ??
      originHosts.get(host.replace(/:\d*$/, '').toLowerCase()) ??
      mandatorForHost(host, opts.defaultMandator);
    res.locals.mandator = mandator;
    res.locals.origin = opts.brandOrigins[mandator.id];
    next();
  };
}
