import { apiError } from '@news/contracts/apiError';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { IdentityClient } from './createIdentityClient';

/** GET /api/oauth2/providers: the configured providers (the dialog's sign-in buttons). */
export function handleSignInProviders(deps: { identity: IdentityClient; logger: Logger }): RequestHandler {
  return async (_req, res) => {
    try {
      const providers = await deps.identity.providers();
      res.setHeader('cache-control', 'no-cache');
      res.json(providers);
    } catch (err) {
      deps.logger.warn({ err }, 'sign-in providers unavailable');
      res
        .status(503)
        .json(
          apiError(
            503,
            'upstream_unavailable',
            'Die Anmeldung mit anderen Diensten ist gerade nicht verfügbar.',
          ),
        );
    }
  };
}
