import express from 'express';
import { createTokenVerifierFromEnv } from '@news/auth-verify/createTokenVerifierFromEnv';
import { shouldSeedDemoReaders } from '@news/config/demoReaders';
import { readWebhookSecret } from '@news/outbox/readWebhookSecret';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createPaymentsService } from './createPaymentsService';

/** Where purchases are announced when PAYMENTS_WEBHOOK_URLS is not set: the users service behind a local gateway. */
const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:3000/user-api/webhooks/payments';
/** Where role grants go when PAYMENTS_ROLE_WEBHOOK_URLS is not set: the identity service behind a local gateway. */
const DEFAULT_ROLE_WEBHOOK_URL = 'http://127.0.0.1:3000/cms/webhooks/payments';

/**
 * Runs the payments service as its own process (see runStandalone: `PORT` 4104, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`); the reader's token is verified against `IDENTITY_JWKS_URL` (`IDENTITY_ISSUER`, `IDENTITY_AUDIENCE`), the
 * demo wallet is seeded by the rule of shouldSeedDemoReaders. Purchases are announced to `PAYMENTS_WEBHOOK_URLS`
 * (space-separated), role grants to `PAYMENTS_ROLE_WEBHOOK_URLS`, both signed with `WEBHOOK_SECRET`.
 */
runStandalone({
  name: 'payments',
  defaultPort: 4104,
  create: async ({ db, logger, onClose }) => {
    const app = express();
    const payments = await createPaymentsService({
      db,
      verifyToken: createTokenVerifierFromEnv(process.env),
      seedDemoWallets: shouldSeedDemoReaders(process.env),
      webhookTargets: (process.env.PAYMENTS_WEBHOOK_URLS?.trim() || DEFAULT_WEBHOOK_URL).split(/\s+/),
      roleWebhookTargets: (process.env.PAYMENTS_ROLE_WEBHOOK_URLS?.trim() || DEFAULT_ROLE_WEBHOOK_URL).split(
        /\s+/,
      ),
      webhookSecret: readWebhookSecret(process.env),
      logger,
    });
    onClose(() => payments.close());
    app.use('/payments', payments);
    return app;
  },
});
