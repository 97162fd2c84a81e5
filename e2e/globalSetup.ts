import { rm } from 'node:fs/promises';
import { e2ePort, registryPath } from './playwright.config';

/**
 * Every run starts from the registry of this checkout's builds (a test may have changed it). Then one warm-up
 * request, so the first test does not pay for loading the server build of mf-articles.
 */
export default async function globalSetup() {
  await rm(registryPath, { force: true });
  await fetch(`http://127.0.0.1:${e2ePort}/`).catch(() => undefined);
}
