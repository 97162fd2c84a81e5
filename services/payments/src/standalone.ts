import express from 'express';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createPaymentsService } from './createPaymentsService';

/**
 * Runs the payments service as its own process (see runStandalone: `PORT` 4104, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`).
 */
runStandalone({
  name: 'payments',
  defaultPort: 4104,
  create: async ({ db }) => {
    const app = express();
    app.use(express.json());
    app.use('/payments', await createPaymentsService({ db }));
    return app;
  },
});
