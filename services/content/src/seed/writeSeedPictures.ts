import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderSeedPicture } from './renderSeedPicture';
import type { SeedPicture } from './seedPictures';

/** Folder of the generated pictures below the assets folder; their baseUrl is '/seed/{file}'. */
export const SEED_IMAGE_SUBDIR = path.join('images', 'seed');

/**
 * Renders the pictures as JPEG files into `<assetsDir>/images/seed/`. Existing files are kept (the output is
 * deterministic), so repeated seeding is cheap. Returns the number of files written.
 */
export async function writeSeedPictures(assetsDir: string, pictures: SeedPicture[]): Promise<number> {
  const dir = path.join(assetsDir, SEED_IMAGE_SUBDIR);
  await mkdir(dir, { recursive: true });
  let written = 0;
  const unique = [...new Map(pictures.map((p) => [p.file, p])).values()];
  for (const picture of unique) {
    const target = path.join(dir, picture.file);
    if (await exists(target)) continue;
    const tmp = `${target}.${process.pid}.tmp`;
    await sharp(Buffer.from(renderSeedPicture(picture)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(tmp);
    await rename(tmp, target);
    written++;
  }
  return written;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}
