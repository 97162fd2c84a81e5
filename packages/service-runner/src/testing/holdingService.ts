import express from 'express';
import { runStandalone } from '../runStandalone';

/**
 * A tiny service for runStandalone's tests: GET /ping answers from the database; GET /hold answers only once the
 * process got SIGTERM or SIGINT, so a test can see that a request in flight is still answered on shutdown. Its
 * shutdown work (onClose) still reaches the database and logs "holding work stopped".
 */
runStandalone({
  name: 'holding',
  defaultPort: 4199,
  create: async ({ db, logger, onClose }) => {
    onClose(async () => {
      await db.query('select 1');
      logger.info('holding work stopped');
    });
    const app = express();
    app.get('/ping', async (_req, res) => {
      const { rows } = await db.query<{ one: number }>('select 1 as one');
      res.json({ one: rows[0]?.one });
    });
    app.get('/hold', (_req, res) => {
      const answer = () => res.json({ answered: 'after the signal' });
      process.once('SIGTERM', answer);
      process.once('SIGINT', answer);
      logger.info('holding a request until the signal');
    });
    return app;
  },
});
