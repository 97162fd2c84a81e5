import path from 'node:path';

/** Absolute path of the monorepo root (this file lives in packages/db/src). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');
