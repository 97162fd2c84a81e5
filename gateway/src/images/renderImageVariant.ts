import type { ImageFormat, ImagePreset } from '@news/contracts/imagePresets';
import { presetHeight } from '@news/contracts/imagePresets';
import type { ImageFocus } from '@news/contracts/imageVariantPath';
import sharp from 'sharp';

export type RenderImageOptions = {
  preset: ImagePreset;
  width: number;
  format: ImageFormat;
  focus?: ImageFocus;
};

export type RenderedImage = { data: Buffer; width: number; height: number };

/** Largest source we decode (50 megapixels); a larger file is refused instead of exhausting memory. */
const LIMIT_INPUT_PIXELS = 50_000_000;

/**
 * Crops `sourceFile` to the preset's aspect ratio (cover, centred or around the focal point), scales it to
 * `width` and encodes it at the preset's quality. Never enlarges: a source narrower than the crop at `width`
 * gives the largest crop it has, still in the preset's aspect ratio.
 */
export async function renderImageVariant(
  sourceFile: string,
  opts: RenderImageOptions,
): Promise<RenderedImage> {
  const input = () => sharp(sourceFile, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
  const meta = await input().metadata();
  const sw = meta.autoOrient.width;
  const sh = meta.autoOrient.height;
  const [aw, ah] = opts.preset.aspectRatio;

  // The widest crop of the source in the preset's aspect ratio bounds the output (no upscaling).
  const maxWidth = Math.max(1, Math.floor(Math.min(sw, (sh * aw) / ah)));
  const width = Math.min(opts.width, maxWidth);
  const height = Math.max(1, presetHeight(opts.preset, width));

  let pipeline = input().autoOrient();
  if (opts.focus) {
    // Scale so the crop box is covered, then cut the box around the focal point.
    const scale = Math.max(width / sw, height / sh);
    const rw = Math.max(width, Math.round(sw * scale));
    const rh = Math.max(height, Math.round(sh * scale));
    const left = Math.round(((rw - width) * opts.focus.x) / 100);
    const top = Math.round(((rh - height) * opts.focus.y) / 100);
    pipeline = pipeline.resize(rw, rh, { fit: 'fill' }).extract({ left, top, width, height });
  } else {
    pipeline = pipeline.resize(width, height, { fit: 'cover', position: 'centre' });
  }

  const quality = opts.preset.quality;
  switch (opts.format) {
    case 'avif':
      // effort 2 of 0–9: a fraction of the default's CPU time on a small machine, a few percent larger files.
      pipeline = pipeline.avif({ quality, effort: 2 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality, effort: 4 });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
