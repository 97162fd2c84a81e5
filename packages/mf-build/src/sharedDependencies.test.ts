import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SERVER_ONLY_CONTRACTS, sharedDependencies } = require('./sharedDependencies') as {
  SERVER_ONLY_CONTRACTS: string[];
  sharedDependencies: (opts?: { host?: boolean }) => Record<string, unknown>;
};

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Every source file (no tests) under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code that runs in the browser: the shell, the remotes and the browser-side packages. */
const browserSources = () =>
  ['shell', 'mf-articles', 'mf-portal', 'mf-dialog-flow', 'mf-paywall', 'mf-consent']
    .map((dir) => path.join(repoRoot, dir, 'src'))
    .concat(['ui', 'event-bus', 'config'].map((dir) => path.join(repoRoot, 'packages', dir, 'src')))
    .flatMap(sources);

describe('the contract modules the host provides', () => {
  it('leaves out only modules no browser code imports by their shared name', () => {
    const imported = new Set(
      browserSources().flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '@news\/contracts\/([a-zA-Z]+)'/g)].map((m) => m[1]),
      ),
    );
    expect(SERVER_ONLY_CONTRACTS.filter((name) => imported.has(name))).toEqual([]);
  });

  it('provides every other contract module', () => {
    const provided = Object.keys(sharedDependencies({ host: true }));
    expect(provided).toContain('@news/contracts/consentCookie');
    expect(provided).not.toContain('@news/contracts/escapeHtml');
  });
});
