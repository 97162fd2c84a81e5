import { routes } from '@news/config/routeTable';
import { middlewareRegistry } from './middlewareRegistry';
import type { MiddlewareImplementation } from './routeMiddleware';
import { checkMiddlewareRegistry, runRouteMiddleware } from './runRouteMiddleware';
import { middlewareContext } from './testing/middlewareContext';

describe('route middleware registry and runner', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('implements every middleware the route table names', () => {
    expect(checkMiddlewareRegistry()).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('reports "Unknown route middleware" at start when a route names one without implementation', () => {
    expect(checkMiddlewareRegistry([...routes, { middleware: ['geo-block'] }])).toBe(false);
    expect(error).toHaveBeenCalledWith(
      '[shell]',
      expect.objectContaining({ message: 'Unknown route middleware: geo-block' }),
    );
    const { auth: _auth, ...withoutAuth } = middlewareRegistry;
    expect(checkMiddlewareRegistry(routes, withoutAuth)).toBe(false);
    expect(error).toHaveBeenLastCalledWith(
      '[shell]',
      expect.objectContaining({ message: 'Unknown route middleware: auth' }),
    );
  });

  it('runs synchronous middleware at once, in order, and stops where one stops', async () => {
    const calls: string[] = [];
    const step = (name: string, outcome: 'next' | 'stop'): MiddlewareImplementation => ({
      runsIn: 'shell',
      run: () => {
        calls.push(name);
        return outcome;
      },
    });
    const registry = { a: step('a', 'next'), b: step('b', 'stop'), c: step('c', 'next') };
    const done = runRouteMiddleware(['a', 'b', 'c'], middlewareContext('/'), registry);
    expect(calls).toEqual(['a', 'b']);
    await done;
    expect(calls).toEqual(['a', 'b']);
  });

  it('waits for asynchronous middleware, skips those enforced elsewhere, and stops at an unknown name', async () => {
    const calls: string[] = [];
    const registry: Record<string, MiddlewareImplementation> = {
      slow: {
        runsIn: 'shell',
        run: async (): Promise<'next'> => {
          calls.push('slow');
          return 'next';
        },
      },
      server: { runsIn: 'gateway', enforcedBy: 'CSP' },
      after: { runsIn: 'shell', run: () => (calls.push('after'), 'next') },
    };
    await runRouteMiddleware(['slow', 'server', 'after', 'typo', 'after'], middlewareContext('/'), registry);
    expect(calls).toEqual(['slow', 'after']);
    expect(error).toHaveBeenCalledWith(
      '[shell]',
      expect.objectContaining({ message: 'Unknown route middleware: typo' }),
    );
  });

  it('logs a middleware that throws instead of breaking the page', async () => {
    const registry: Record<string, MiddlewareImplementation> = {
      broken: {
        runsIn: 'shell',
        run: () => {
          throw new Error('kaputt');
        },
      },
    };
    await expect(runRouteMiddleware(['broken'], middlewareContext('/'), registry)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[shell] route middleware failed', expect.any(Error));
  });
});
