import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createTestDb } from '@news/db/createTestDb';
import { createGateway, type Gateway } from './createGateway';
import { readConfig } from './readConfig';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/**
 * For tests only: a gateway listening on a free port of 127.0.0.1 (it reaches its own services over HTTP, like in
 * production) on a fresh test database, with the demo readers. `env` adds to the environment of readConfig;
 * `processEnv(origin)` sets variables the in-process services read from process.env (restored by close()).
 * `login(email)` logs a seeded demo reader in and answers the session cookies and the reader's ssoId.
 */
export async function startTestGateway(
  opts: { env?: NodeJS.ProcessEnv; processEnv?: (origin: string) => Record<string, string> } = {},
): Promise<{
  gateway: Gateway;
  server: Server;
  origin: string;
  login(email: string, ip?: string): Promise<{ cookie: string; ssoId: string }>;
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
    // the tests stand in for a proxy on loopback: their X-Forwarded-For spreads logins over addresses
    TRUSTED_PROXIES: '127.0.0.1',
    ...opts.env,
  });
  const gateway = await createGateway(config, pino({ level: 'silent' }), { db: await createTestDb() });
  server.on('request', gateway.app);
  let logins = 0;
  return {
    gateway,
    server,
    origin,
    async login(email, ip = `10.20.0.${++logins}`) {
      const res = await request(server)
        .post('/api/auth/login')
        .set('origin', origin)
        .set('x-forwarded-for', ip)
        .send({ identifier: email, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
      // what a browser sends next: the cookies set, not the ones cleared
      const cookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0] ?? '')
        .filter((c) => !c.endsWith('='))
        .join('; ');
      return { cookie, ssoId: (res.body as { user: { ssoId: string } }).user.ssoId };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      process.env = savedEnv;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
