import { createProcessLogger } from '@news/service-runner/createProcessLogger';
import { createGateway } from './createGateway';
import { readConfig } from './readConfig';

async function main() {
  const config = readConfig();
  const logger = createProcessLogger('gateway', config.logLevel);
  // A promise nobody awaited must not end the site for every reader: it is logged, the process keeps serving.
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled promise rejection'));
  const gateway = await createGateway(config, logger);
  const server = gateway.app.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, selfUrl: config.selfUrl },
      `Die Website läuft auf http://localhost:${config.port}`,
    );
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    gateway.drain(); // /readyz answers 503 from now on
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await gateway.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
