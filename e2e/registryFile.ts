import { rename, rm, writeFile } from 'node:fs/promises';
import { e2ePort, registryPath } from './playwright.config';

type Entry = { entry: string; ssrEntry?: string };

/**
 * Changes one entry of the running site's remote registry, as a release of that remote would: the new file is
 * written beside the old one and renamed over it, so the gateway never reads a half-written registry.
 */
export async function setRegistryEntry(remote: string, entry: Entry): Promise<void> {
  const current = (await (await fetch(`http://127.0.0.1:${e2ePort}/mf-registry.json`)).json()) as Record<
    string,
    Entry
  >;
  current[remote] = entry;
  const temp = `${registryPath}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(current, null, 2));
  await rename(temp, registryPath);
}

/** Back to this checkout's builds: the gateway recreates the default registry. */
export async function resetRegistry(): Promise<void> {
  await rm(registryPath, { force: true });
}
