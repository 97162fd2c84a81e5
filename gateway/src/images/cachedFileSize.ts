import { stat } from 'node:fs/promises';

/** The size of a cached file; undefined when it is not there (yet). */
export async function cachedFileSize(file: string): Promise<number | undefined> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : undefined;
  } catch {
    return undefined;
  }
}
