import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { fallbackLifecycles } from './fallbackLifecycles';
import { federationName } from './remoteNames';
import { yieldToMain } from './yieldToMain';

type Props = { domElement?: HTMLElement };

/** How long one attempt may take: a remote whose files hang (a slow or stalled server) gets its fallback too. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** The load, or a rejection once `ms` have passed without an answer. */
function withinTime<T>(loading: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([loading, timedOut]).finally(() => clearTimeout(timer));
}

function isLifecycles(mod: unknown): mod is LifeCycles<Props> {
  const m = mod as Partial<LifeCycles<Props>> | null;
  return (
    typeof m?.mount === 'function' && typeof m?.unmount === 'function' && typeof m?.bootstrap === 'function'
  );
}

/**
 * Loads a remote's ./app with one retry, each attempt within `timeoutMs`; a remote that stays unreachable or
 * stalled (or exports no lifecycles) gets the fallback lifecycles. It yields to the browser before handing the lifecycles on. `load` is Module Federation's loadRemote; tests hand in a stand-in.
 */
export async function loadRemoteLifecycles(
  remote: string,
  label: string,
  load: (id: string) => Promise<unknown> = loadRemote,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): Promise<LifeCycles<Props>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const id = `${federationName(remote)}/app`;
      const mod = await withinTime(load(id), timeoutMs, id);
      // Evaluating a remote's modules and mounting it are two tasks, not one long one.
      await yieldToMain();
      if (isLifecycles(mod)) return mod;
      throw new Error(`${remote}/app does not export single-spa lifecycles`);
    } catch (error) {
      console.warn(`[shell] loading ${remote} failed (attempt ${attempt + 1})`, error);
    }
  }
  return fallbackLifecycles(label);
}
