import { getImagePreset } from '@news/contracts/imagePresets';
import type { ImageVariant } from '@news/contracts/imageVariantPath';
import type { Logger } from 'pino';
import { cachedFileSize } from './cachedFileSize';
import { createLimiter } from './createLimiter';
import { createSingleFlight } from './createSingleFlight';
import { renderImageVariant } from './renderImageVariant';
import { writeAtomically } from './writeAtomically';

export type ImageEncodedInfo = { key: string; width: number; height: number; bytes: number; ms: number };

/**
 * Encodes a variant into its cache file once however many requests want it (single-flight), at most
 * `maxConcurrent` at a time; answers the file's size. A file another request or replica finished meanwhile is
 * taken as it is.
 */
export function createVariantEncoder(opts: {
  maxConcurrent: number;
  logger: Pick<Logger, 'debug'>;
  onEncoded?: (info: ImageEncodedInfo) => void;
}) {
  const limit = createLimiter(opts.maxConcurrent);
  const flights = createSingleFlight<number>();
  return (key: string, cacheFile: string, sourceFile: string, v: ImageVariant): Promise<number> =>
    flights.run(key, async () => {
      const done = await cachedFileSize(cacheFile);
      if (done !== undefined) return done;
      return limit(async () => {
        const started = performance.now();
        const image = await renderImageVariant(sourceFile, {
          preset: getImagePreset(v.preset),
          width: v.width,
          format: v.format,
          ...(v.focus ? { focus: v.focus } : {}),
        });
        await writeAtomically(cacheFile, image.data);
        const info = {
          key,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          ms: Math.round(performance.now() - started),
        };
        opts.logger.debug(info, 'image variant encoded');
        opts.onEncoded?.(info);
        return image.data.length;
      });
    });
}
