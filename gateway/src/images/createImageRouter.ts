import { apiError, type ApiError } from '@news/contracts/apiError';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getImagePreset, IMAGE_MIME_TYPES } from '@news/contracts/imagePresets';
import { formatPresetSegment, type ImageVariant } from '@news/contracts/imageVariantPath';
import express, { type Response, type Router } from 'express';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { createLimiter } from './createLimiter';
import { createSingleFlight } from './createSingleFlight';
import { parseImageRequest } from './parseImageRequest';
import { renderImageVariant } from './renderImageVariant';
import { resolveSourceFile } from './resolveSourceFile';

export type ImageEncodedInfo = { key: string; width: number; height: number; bytes: number; ms: number };

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

function sendError(res: Response, status: number, body: ApiError & Record<string, string | number>): void {
  res.removeHeader('Content-Type');
  res.removeHeader('ETag');
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : undefined;
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file and a rename, so no reader (or other replica) sees half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** Cache key of a variant, also its path below cacheDir: `{preset}[@x_y]/{width}/{sourcePath}.{format}`. */
function variantKey(v: ImageVariant): string {
  return `${formatPresetSegment(v.preset, v.focus)}/${v.width}/${v.sourcePath}.${v.format}`;
}

/** Strong ETag, the same on every replica for the same bytes of the same variant. */
function variantEtag(key: string, size: number): string {
  return `"${createHash('sha256').update(`${key}:${size}`).digest('base64url').slice(0, 27)}"`;
}

/**
 * The image proxy (ARCHITECTURE §4 `/img/*`; URL format in @news/contracts/imageVariantPath). Mount at `/img`.
 *
 * GET /{signature}/{preset}[@x_y]/{width}.{format}/{sourcePath}: verifies the signature of the source path (403),
 * validates preset, width and format (400), resolves the source inside sourceDir (400 for unsafe paths, 404 when
 * missing), crops and encodes it with sharp once per variant (single-flight, disk cache under cacheDir) and serves
 * it as immutable for a year. Bad input never gives a 500.
 */
export function createImageRouter(opts: ImageRouterOptions): Router {
  const { sourceDir, cacheDir, secret, logger, onEncoded } = opts;
  // Process-wide: one libvips thread per image, no operation cache holding memory or open source files.
  sharp.concurrency(1);
  sharp.cache(false);
  const limit = createLimiter(opts.maxConcurrentEncodes ?? 1);
  const flights = createSingleFlight<number>();
  const router = express.Router();

  const encode = (key: string, cacheFile: string, sourceFile: string, v: ImageVariant) =>
    flights.run(key, async () => {
      const done = await fileSize(cacheFile);
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
        logger.debug(info, 'image variant encoded');
        onEncoded?.(info);
        return image.data.length;
      });
    });

  router.use(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      return sendError(
        res,
        405,
        apiError(405, 'method_not_allowed', 'Bilder gibt es nur mit GET oder HEAD.'),
      );
    }
    const parsed = parseImageRequest(req.path, secret);
    if (!parsed.ok) return sendError(res, parsed.status, parsed.body);
    const { variant } = parsed;
    const key = variantKey(variant);
    const cacheFile = path.join(cacheDir, ...key.split('/'));
    try {
      // Checked on every request, so deleting a source also withdraws its cached variants.
      const sourceFile = await resolveSourceFile(sourceDir, variant.sourcePath);
      if (!sourceFile) return sendError(res, 404, apiError(404, 'not_found', 'Dieses Bild gibt es nicht.'));
      const size = (await fileSize(cacheFile)) ?? (await encode(key, cacheFile, sourceFile, variant));
      res.set({
        'Content-Type': IMAGE_MIME_TYPES[variant.format],
        'Cache-Control': CACHE_CONTROL,
        ETag: variantEtag(key, size),
      });
      res.sendFile(key, { root: cacheDir, cacheControl: false, etag: false, dotfiles: 'allow' }, (err) => {
        if (!err || res.headersSent) return;
        logger.warn({ err, key }, 'image variant could not be sent');
        sendError(res, 500, imageFailed);
      });
    } catch (err) {
      logger.error({ err, key }, 'image variant failed');
      if (!res.headersSent) sendError(res, 500, imageFailed);
    }
  });

  return router;
}
