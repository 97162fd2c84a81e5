import { rm } from 'node:fs/promises';
import { clearRedisRateLimits } from '@news/identity-service/testing/clearRedisRateLimits';
import { e2ePort, registryPath } from './playwright.config';

/**
 * Every run starts from the registry of this checkout's builds (a test may have changed it) and, on Redis, from no
 * rate-limit counts: they outlive the site process, and the registrations of a run within the last hour would
 * otherwise count against this one. Then one warm-up request, so the first test does not pay for loading the
 * server build of mf-articles.
 */
export default async function globalSetup() {
  await rm(registryPath, { force: true });
  if (process.env.REDIS_URL) await clearRedisRateLimits(process.env.REDIS_URL);
  await fetch(`http://127.0.0.1:${e2ePort}/`).catch(() => undefined);
}
