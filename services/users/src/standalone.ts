import express from 'express';
import { readWebhookSecret } from '@news/outbox/readWebhookSecret';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createUsersService } from './createUsersService';

/**
 * Runs the users service as its own process (see runStandalone: `PORT` 4103, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`); the payments service's webhooks are verified with `WEBHOOK_SECRET`. `INTERNAL_TOKEN` (the gateway's
 * IDENTITY_INTERNAL_TOKEN) admits the gateway's newsletter subscriptions (unset: none); the newsletter mails go to
 * SMTP_URL or the outbox (OUTBOX_DIR, MAIL_FROM, see createMailerFromEnv). The service parses bodies itself (the
 * webhook needs its raw body).
 */
runStandalone({
  name: 'users',
  defaultPort: 4103,
  create: async ({ db }) => {
    const app = express();
    app.use(
      '/user-api',
      await createUsersService({
        db,
        webhookSecret: readWebhookSecret(process.env),
        internalToken: process.env.INTERNAL_TOKEN?.trim() ?? '',
      }),
    );
    return app;
  },
});
