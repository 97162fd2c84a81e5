import vm from 'node:vm';

type PgliteModule = typeof import('@electric-sql/pglite');

let cached: PgliteModule | undefined;

/**
 * Loads `@electric-sql/pglite` with Node's own CommonJS loader.
 *
 * PGlite's CommonJS build uses dynamic `import()` internally. Jest evaluates modules inside a `vm` context where
 * dynamic import fails without `--experimental-vm-modules`, so a plain `import` works under tsx but not under jest.
 * `vm.runInThisContext('process')` yields the real process object (jest sandboxes `process`, `module` and
 * `process.getBuiltinModule`), whose `getBuiltinModule('node:module')` gives the real `createRequire`. Outside jest
 * this is simply the normal loader.
 */
export function loadPglite(): PgliteModule {
  if (!cached) {
    const realProcess = vm.runInThisContext('process') as { getBuiltinModule(id: string): unknown };
    const nodeModule = realProcess.getBuiltinModule('node:module') as typeof import('node:module');
    cached = nodeModule.createRequire(__filename)('@electric-sql/pglite') as PgliteModule;
  }
  return cached;
}
