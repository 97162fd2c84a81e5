import express from 'express';
import { shouldSeedDemoReaders } from '@news/config/demoReaders';
import { readWebhookSecret } from '@news/outbox/readWebhookSecret';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createIdentityConfigFromEnv } from './createIdentityConfigFromEnv';
import { createIdentityService } from './createIdentityService';

/**
 * Runs the identity service as its own process (see runStandalone: `PORT` 4102, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`), plus the variables of createIdentityConfigFromEnv. Demo readers are seeded by the rule of
 * shouldSeedDemoReaders (README, SEED_DEMO_READERS); the payments service's role grants are signed with
 * `WEBHOOK_SECRET`.
 */
runStandalone({
  name: 'identity',
  defaultPort: 4102,
  create: async ({ db }) => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(
      '/cms',
      await createIdentityService({
        db,
        config: createIdentityConfigFromEnv(process.env),
        seedDemoReaders: shouldSeedDemoReaders(process.env),
        webhookSecret: readWebhookSecret(process.env),
      }),
    );
    return app;
  },
});
