import { assertKnownMiddleware, routes, type RouteDefinition } from '@news/config/routeTable';
import { middlewareRegistry } from './middlewareRegistry';
import type { MiddlewareContext, MiddlewareImplementation } from './routeMiddleware';

type Registry = Readonly<Record<string, MiddlewareImplementation>>;

/**
 * Checks at shell start that every middleware the route table names has an implementation (spec §8 "Unknown
 * route middleware"). Logs instead of throwing: the rest of the site keeps working.
 */
export function checkMiddlewareRegistry(
  table: readonly Pick<RouteDefinition, 'middleware'>[] = routes,
  registry: Registry = middlewareRegistry,
): boolean {
  try {
    assertKnownMiddleware(table, Object.keys(registry));
    return true;
  } catch (error) {
    console.error('[shell]', error);
    return false;
  }
}

/**
 * Runs the shell's part of a route's middleware in order, until one stops. Synchronous middleware runs before
 * this returns (so the page never shows a state in between); the chain waits for asynchronous ones. A name
 * without an implementation stops the chain with "Unknown route middleware: X": a guard nobody implements is
 * never skipped silently.
 */
export function runRouteMiddleware(
  names: readonly string[],
  ctx: MiddlewareContext,
  registry: Registry = middlewareRegistry,
): Promise<void> {
  const step = (from: number): Promise<void> | undefined => {
    for (let index = from; index < names.length; index++) {
      const name = names[index] ?? '';
      const implementation = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!implementation) {
        console.error('[shell]', new Error(`Unknown route middleware: ${name}`));
        return undefined;
      }
      if (implementation.runsIn !== 'shell') continue;
      if (!ctx.isCurrent()) return undefined;
      const outcome = implementation.run(ctx);
      if (typeof outcome !== 'string') {
        return outcome.then((awaited) => (awaited === 'stop' ? undefined : step(index + 1)));
      }
      if (outcome === 'stop') return undefined;
    }
    return undefined;
  };
  // The executor runs at once: synchronous middleware still runs before this returns, and a throw is caught.
  return new Promise<void>((resolve) => resolve(step(0))).catch((error: unknown) => {
    console.error('[shell] route middleware failed', error);
  });
}
