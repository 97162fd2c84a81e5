import express from 'express';
import { runStandalone } from '@news/service-runner/runStandalone';
import { createUsersService } from './createUsersService';

/**
 * Runs the users service as its own process (see runStandalone: `PORT` 4103, `DATABASE_URL` or `DATA_DIR`,
 * `LOG_LEVEL`).
 */
runStandalone({
  name: 'users',
  defaultPort: 4103,
  create: async ({ db }) => {
    const app = express();
    app.use(express.json());
    app.use('/user-api', await createUsersService({ db }));
    return app;
  },
});
