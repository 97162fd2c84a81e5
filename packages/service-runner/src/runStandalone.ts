import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '@news/db/createDb';
import { dbFromEnv } from '@news/db/dbFromEnv';
import { repoRoot } from '@news/db/repoRoot';
import { createProcessLogger } from './createProcessLogger';

export type StandaloneOptions = {
  /** The service's name: the `service` field of every log line and its default PGlite folder. */
  name: string;
  /** Port when `PORT` is not set. */
  defaultPort: number;
  /**
   * The service's HTTP handler (an Express app with the service mounted at its public path). `onClose` registers
   * work to stop on shutdown (an outbox dispatcher): it runs after the last request was answered and before the
   * database is closed.
   */
  create: (context: {
    db: Db;
    logger: Logger;
    onClose: (close: () => Promise<void>) => void;
  }) => Promise<RequestListener>;
};

/** How long requests in flight may take after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs one upstream service as its own process (`npm start -w services/<name>`): `PORT` (default `defaultPort`),
 * `DATABASE_URL` or `DATA_DIR` (default `var/data/pglite-<name>`: a persisted PGlite folder can be opened by one
 * process only), `LOG_LEVEL` (pino, JSON lines on stdout). SIGTERM and SIGINT stop it gracefully: no new
 * connections, requests in flight are answered, then what the service registered with `onClose` is stopped, the
 * database is closed and the process exits with 0.
 */
export function runStandalone(options: StandaloneOptions): void {
  const logger = createProcessLogger(options.name, process.env.LOG_LEVEL ?? 'info');
  start(options, logger).catch((err: unknown) => {
    logger.fatal({ err }, 'failed to start');
    process.exit(1);
  });
}

async function start({ name, defaultPort, create }: StandaloneOptions, logger: Logger): Promise<void> {
  const requestedPort = Number(process.env.PORT?.trim() || defaultPort);
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65535) {
    throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  }
  const db = await dbFromEnv({
    DATA_DIR: path.join(repoRoot, 'var', 'data', `pglite-${name}`),
    ...process.env,
  });
  const closers: (() => Promise<void>)[] = [];
  const server = createServer(await create({ db, logger, onClose: (close) => closers.push(close) }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requestedPort, resolve);
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ port }, `${name} listening on http://localhost:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('requests still open after the grace period: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      (async () => {
        for (const close of closers) await close();
        await db.close();
      })().then(
        // the log is written asynchronously: exit once the lines before it are out, in their order
        () => {
          logger.info('stopped');
          logger.flush(() => process.exit(0));
        },
        (err: unknown) => {
          logger.error({ err }, 'closing the service or its database failed');
          logger.flush(() => process.exit(1));
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
