import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The file of `sourcePath` (already validated: relative, '/'-separated, no dot segments) inside `rootDir`, or
 * undefined when it is missing, not a regular file, or resolves (also through a symlink) outside `rootDir`.
 */
export async function resolveSourceFile(rootDir: string, sourcePath: string): Promise<string | undefined> {
  try {
    const root = await realpath(rootDir);
    const candidate = path.resolve(root, ...sourcePath.split('/'));
    if (!isInside(root, candidate)) return undefined;
    const real = await realpath(candidate);
    if (!isInside(root, real)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}
