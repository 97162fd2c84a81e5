import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@news/db/createDb';
import { createTestDb } from '@news/db/createTestDb';
import express from 'express';
import {
  createIdentityService,
  type IdentityRouter,
  type IdentityServiceOptions,
} from './createIdentityService';
import { createRedisRateLimitStore } from './createRedisRateLimitStore';
import type { IdentityLogger } from './IdentityContext';

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

/** Test scrypt cost (2^10): the default stays OWASP's 2^17. */
export const TEST_SCRYPT_LOG_N = 10;

/**
 * For tests only: the identity service at `/cms` on a fresh test database, mails in a temporary outbox, cheap
 * password hashing and a logger that records its calls. With REDIS_URL set the rate limits count in Redis (under
 * a prefix of their own), otherwise in memory.
 */
export async function createTestIdentityApp(
  opts: Omit<IdentityServiceOptions, 'db'> & { db?: Db } = {},
): Promise<{
  app: express.Express;
  db: Db;
  router: IdentityRouter;
  logger: IdentityLogger & { calls: { level: string; message: string }[] };
  outboxDir: string;
  readOutbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}> {
  const db = opts.db ?? (await createTestDb());
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'identity-outbox-'));
  const calls: { level: string; message: string }[] = [];
  const logger = {
    calls,
    info: (message: string) => void calls.push({ level: 'info', message }),
    warn: (message: string) => void calls.push({ level: 'warn', message }),
    error: (message: string) => void calls.push({ level: 'error', message }),
  };
  const redisStore = process.env.REDIS_URL
    ? createRedisRateLimitStore(process.env.REDIS_URL, { prefix: `test:${randomUUID()}:` })
    : undefined;
  const router = await createIdentityService({
    logger,
    rateLimitStore: redisStore,
    ...opts,
    db,
    config: { scryptLogN: TEST_SCRYPT_LOG_N, outboxDir, ...opts.config },
  });
  const app = express().use('/cms', router);
  return {
    app,
    db,
    router,
    logger,
    outboxDir,
    async readOutbox() {
      await router.settled();
      const files = (await readdir(outboxDir)).filter((f) => f.endsWith('.json')).sort();
      return Promise.all(
        files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxMail),
      );
    },
    async close() {
      await router.close();
      await redisStore?.close();
      await db.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
