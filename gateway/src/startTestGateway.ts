import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createTestDb } from '@news/db/createTestDb';
import { createGateway, type Gateway } from './createGateway';
import { readConfig } from './readConfig';

/**
 * For tests only: a gateway listening on a free port of 127.0.0.1 (it reaches its own services over HTTP, like in
 * production) on a fresh test database, with the demo readers. `env` adds to the environment of readConfig;
 * `processEnv(origin)` sets variables the in-process services read from process.env (restored by close()).
 */
export async function startTestGateway(
  opts: { env?: NodeJS.ProcessEnv; processEnv?: (origin: string) => Record<string, string> } = {},
): Promise<{
  gateway: Gateway;
  server: Server;
  origin: string;
  close(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-'));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const savedEnv = { ...process.env };
  Object.assign(process.env, opts.processEnv?.(origin));
  const config = readConfig({
    PORT: String(port),
    DATA_DIR: dir,
    SELF_URL: origin,
    NODE_ENV: 'test',
    MF_REGISTRY_PATH: path.join(dir, 'mf-registry.json'),
    ...opts.env,
  });
  const gateway = await createGateway(config, pino({ level: 'silent' }), { db: await createTestDb() });
  server.on('request', gateway.app);
  return {
    gateway,
    server,
    origin,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      process.env = savedEnv;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
