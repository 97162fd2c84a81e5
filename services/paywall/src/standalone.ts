import express from 'express';
import { createTokenVerifierFromEnv } from '@news/auth-verify/createTokenVerifierFromEnv';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createGoogleLinkingVerifierFromEnv } from './createGoogleLinkingVerifier';
import { createPaywallService } from './createPaywallService';

/**
 * Runs the paywall service as its own process (see runStandalone: `PORT` 4105, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`), plus `INTERNAL_TOKEN` (required: the gateway's IDENTITY_INTERNAL_TOKEN, which the gateway sends
 * with its decision requests), `IDENTITY_JWKS_URL`, `IDENTITY_ISSUER`, `IDENTITY_AUDIENCE` (the identity keys,
 * see createTokenVerifierFromEnv) and `GAA_VERIFIER_URL` (Google subscription linking; unset: not recognised).
 */
runStandalone({
  name: 'paywall',
  defaultPort: 4105,
  create: async ({ db, logger }) => {
    const internalToken = process.env.INTERNAL_TOKEN?.trim() ?? '';
    if (internalToken.length < 16)
      throw new Error(
        'INTERNAL_TOKEN must be set (at least 16 characters, the gateway’s IDENTITY_INTERNAL_TOKEN)',
      );
    const app = express();
    app.use(
      '/paywall',
      await createPaywallService({
        db,
        verify: createTokenVerifierFromEnv(process.env),
        internalToken,
        googleLinking: createGoogleLinkingVerifierFromEnv(process.env, (err) =>
          logger.warn({ err }, 'Google linking verifier failed'),
        ),
      }),
    );
    return app;
  },
});
