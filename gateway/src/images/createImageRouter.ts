import { apiError } from '@news/contracts/apiError';
import path from 'node:path';
import { IMAGE_MIME_TYPES } from '@news/contracts/imagePresets';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { cachedFileSize } from './cachedFileSize';
import { createVariantEncoder, type ImageEncodedInfo } from './createVariantEncoder';
import { parseImageRequest } from './parseImageRequest';
import { resolveSourceFile } from './resolveSourceFile';
import { sendImageError } from './sendImageError';
import { variantEtag, variantKey } from './variantKey';

export type ImageRouterOptions = {
  /** Folder of the source images; a signed source path is resolved inside it only. */
  sourceDir: string;
  /** Folder of the encoded variants (created on demand; safe to delete at any time). */
  cacheDir: string;
  /** IMAGE_SIGNING_SECRET (readImageSigningSecret from @news/contracts/imageSignature). */
  secret: string;
  logger: Pick<Logger, 'debug' | 'warn' | 'error'>;
  /** Encodes running at once in this process (default 1: the machine has 2 cores and also renders pages). */
  maxConcurrentEncodes?: number;
  /** Called after each encode (metrics, tests); a cache hit does not call it. */
  onEncoded?: (info: ImageEncodedInfo) => void;
};

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const imageFailed = apiError(500, 'image_failed', 'Das Bild konnte nicht erstellt werden.');

/**
 * The image proxy (ARCHITECTURE §4 `/img/*`; URL format in @news/contracts/imageVariantPath). Mount at `/img`.
 *
 * GET /{signature}/{preset}[@x_y]/{width}.{format}/{sourcePath}: verifies the signature of the source path (403),
 * validates preset, width and format (400), resolves the source inside sourceDir (400 for unsafe paths, 404 when
 * missing), crops and encodes it with sharp once per variant (single-flight, disk cache under cacheDir) and serves
 * it as immutable for a year. Bad input never gives a 500.
 */
export function createImageRouter(opts: ImageRouterOptions): Router {
  const { sourceDir, cacheDir, secret, logger } = opts;
  // Process-wide: one libvips thread per image, no operation cache holding memory or open source files.
  sharp.concurrency(1);
  sharp.cache(false);
  const encode = createVariantEncoder({
    maxConcurrent: opts.maxConcurrentEncodes ?? 1,
    logger,
    ...(opts.onEncoded ? { onEncoded: opts.onEncoded } : {}),
  });
  const router = express.Router();

  router.use(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      return sendImageError(
        res,
        405,
        apiError(405, 'method_not_allowed', 'Bilder gibt es nur mit GET oder HEAD.'),
      );
    }
    const parsed = parseImageRequest(req.path, secret);
    if (!parsed.ok) return sendImageError(res, parsed.status, parsed.body);
    const { variant } = parsed;
    const key = variantKey(variant);
    const cacheFile = path.join(cacheDir, ...key.split('/'));
    try {
      // Checked on every request, so deleting a source also withdraws its cached variants.
      const sourceFile = await resolveSourceFile(sourceDir, variant.sourcePath);
      if (!sourceFile)
        return sendImageError(res, 404, apiError(404, 'not_found', 'Dieses Bild gibt es nicht.'));
      const size = (await cachedFileSize(cacheFile)) ?? (await encode(key, cacheFile, sourceFile, variant));
      res.set({
        'Content-Type': IMAGE_MIME_TYPES[variant.format],
        'Cache-Control': CACHE_CONTROL,
        ETag: variantEtag(key, size),
      });
      res.sendFile(key, { root: cacheDir, cacheControl: false, etag: false, dotfiles: 'allow' }, (err) => {
        if (!err || res.headersSent) return;
        logger.warn({ err, key }, 'image variant could not be sent');
        sendImageError(res, 500, imageFailed);
      });
    } catch (err) {
      logger.error({ err, key }, 'image variant failed');
      if (!res.headersSent) sendImageError(res, 500, imageFailed);
    }
  });

  return router;
}
