import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');
/** Everything the bench writes besides its results: data sets, logs, registry files (never var/e2e or var/data). */
export const benchVarDir = path.join(repoRoot, 'var', 'bench');
export const resultsDir = path.join(repoRoot, 'bench', 'results');
