import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { sendUpstreamUnavailable } from '../upstream/sendUpstreamUnavailable';
import type { IdentityClient } from './createIdentityClient';

/** GET /api/fa-public-key: the identity provider's public keys (JWKS), for apps that verify tokens themselves. */
export function handleIdentityPublicKeys(deps: { identity: IdentityClient; logger: Logger }): RequestHandler {
  return async (_req, res) => {
    try {
      const jwks = await deps.identity.jwks();
      res.setHeader('cache-control', 'public, max-age=60');
      res.json(jwks);
    } catch (err) {
      deps.logger.warn({ err }, 'identity JWKS unavailable');
      sendUpstreamUnavailable(res);
    }
  };
}
