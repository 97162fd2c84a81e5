import express from 'express';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createPaywallService } from './createPaywallService';

/**
 * Runs the paywall service as its own process (see runStandalone: `PORT` 4105, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`).
 */
runStandalone({
  name: 'paywall',
  defaultPort: 4105,
  create: async ({ db }) => {
    const app = express();
    app.use(express.json());
    app.use('/paywall', await createPaywallService({ db }));
    return app;
  },
});
