import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { fallbackLifecycles } from './fallbackLifecycles';
import { federationName } from './remoteNames';
import { yieldToMain } from './yieldToMain';

type Props = { domElement?: HTMLElement };

function isLifecycles(mod: unknown): mod is LifeCycles<Props> {
  const m = mod as Partial<LifeCycles<Props>> | null;
  return (
    typeof m?.mount === 'function' && typeof m?.unmount === 'function' && typeof m?.bootstrap === 'function'
  );
}

/**
 * Loads a remote's ./app with one retry; a remote that stays unreachable (or exports no lifecycles) gets the
 * fallback lifecycles. It yields to the browser before handing the lifecycles on. `load` is Module Federation's loadRemote; tests hand in a stand-in.
 */
export async function loadRemoteLifecycles(
  remote: string,
  label: string,
  load: (id: string) => Promise<unknown> = loadRemote,
): Promise<LifeCycles<Props>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const mod = await load(`${federationName(remote)}/app`);
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
