import express from 'express';
import { createTokenVerifierFromEnv } from '@news/auth-verify/createTokenVerifierFromEnv';
import { shouldSeedDemoReaders } from '@news/config/demoReaders';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createPaymentsService } from './createPaymentsService';

/**
 * Runs the payments service as its own process (see runStandalone: `PORT` 4104, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`); the reader's token is verified against `IDENTITY_JWKS_URL` (`IDENTITY_ISSUER`, `IDENTITY_AUDIENCE`), the
 * demo wallet is seeded by the rule of shouldSeedDemoReaders.
 */
runStandalone({
  name: 'payments',
  defaultPort: 4104,
  create: async ({ db }) => {
    const app = express();
    app.use(express.json());
    app.use(
      '/payments',
      await createPaymentsService({
        db,
        verifyToken: createTokenVerifierFromEnv(process.env),
        seedDemoWallets: shouldSeedDemoReaders(process.env),
      }),
    );
    return app;
  },
});
