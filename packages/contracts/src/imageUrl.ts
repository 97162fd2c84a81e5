import {
  getImagePreset,
  IMAGE_WIDTHS,
  isImageFormat,
  isImageWidth,
  SCREEN_WIDTHS,
  type ImageFormat,
  type ImagePresetName,
  type ScreenName,
} from './imagePresets';
import {
  formatImageVariantPath,
  isImageSourcePath,
  type ImageFocus,
  type ImageVariant,
} from './imageVariantPath';

/**
 * Client-side image URLs (spec §7 "Image URLs are built on the client"): the browser appends preset, width and
 * format to the signed baseUrl of an image object. Pure, no secrets; the URL format is described in
 * imageVariantPath.ts.
 */

export type SignedImageSource = {
  /** Everything before the signature: `/img` or an absolute `https://host/img`. */
  prefix: string;
  signature: string;
  sourcePath: string;
};

const SIGNED_BASE_URL =
  /^((?:https?:\/\/[^/?#\s]+)?(?:\/[A-Za-z0-9._~-]+)*\/img)\/([A-Za-z0-9_-]{22})\/([^?#\s]+)$/;

/** Splits a signed baseUrl `…/img/{signature}/{sourcePath}`; undefined when it is not one. */
export function parseSignedImageBaseUrl(baseUrl: string): SignedImageSource | undefined {
  const match = SIGNED_BASE_URL.exec(baseUrl);
  if (!match) return undefined;
  const [, prefix = '', signature = '', sourcePath = ''] = match;
  return isImageSourcePath(sourcePath) ? { prefix, signature, sourcePath } : undefined;
}

export type ImageUrlOptions = {
  /** The image object's signed baseUrl. */
  src: string;
  preset: ImagePresetName;
  width: number;
  format: ImageFormat;
  /** Focal point of the crop (see parseCropVal); rounded to the proxy's grid. */
  focus?: ImageFocus;
};

function signedSource(src: string): SignedImageSource {
  const signed = parseSignedImageBaseUrl(src);
  if (!signed)
    throw new Error(
      `Image baseUrl "${src}" is not a signed image path (expected /img/{signature}/{source path})`,
    );
  return signed;
}

/**
 * Checks preset, format and the signed baseUrl once (a srcset has a URL per width); the returned function gives the
 * URL of one width. Throws a clear Error for an unknown preset, a width or format the proxy does not render.
 */
function variantUrls({
  src,
  preset,
  format,
  focus,
}: Omit<ImageUrlOptions, 'width'>): (width: number) => string {
  getImagePreset(preset);
  if (!isImageFormat(format)) throw new Error(`Unknown image format "${String(format)}"`);
  const { prefix, signature, sourcePath } = signedSource(src);
  return (width) => {
    if (!isImageWidth(width))
      throw new Error(`Image width ${width} is not allowed; allowed widths: ${IMAGE_WIDTHS.join(', ')}`);
    const variant: ImageVariant = {
      signature,
      preset,
      width,
      format,
      sourcePath,
      ...(focus ? { focus } : {}),
    };
    return prefix + formatImageVariantPath(variant);
  };
}

/** URL of one variant. Throws a clear Error for an unknown preset, a width or format the proxy does not render. */
export function imageUrl({ width, ...options }: ImageUrlOptions): string {
  return variantUrls(options)(width);
}

/**
 * The widths offered in a srcset. With `maxWidth` (the source's own width) widths the proxy could only upscale
 * are dropped, keeping the smallest width at or above it so the full resolution stays reachable.
 */
export function imageSrcSetWidths(maxWidth?: number): number[] {
  if (maxWidth === undefined) return [...IMAGE_WIDTHS];
  const cap = IMAGE_WIDTHS.find((w) => w >= maxWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return IMAGE_WIDTHS.filter((w) => cap === undefined || w <= cap);
}

export type ImageSrcSetOptions = Omit<ImageUrlOptions, 'width'> & { maxWidth?: number };

/** `srcset` with a `w` descriptor for every allowed width (screen widths × densities 1 and 2). */
export function imageSrcSet({ maxWidth, ...options }: ImageSrcSetOptions): string {
  const url = variantUrls(options);
  return imageSrcSetWidths(maxWidth)
    .map((width) => `${url(width)} ${width}w`)
    .join(', ');
}

/**
 * Layout widths per screen: `base` below the first breakpoint, then from each named screen width up, e.g.
 * `{ base: '100vw', md: '50vw', xl: '400px' }`.
 */
export type ImageSizesSpec = { base: string } & Partial<Record<ScreenName, string>>;
export type ImageSizes = string | ImageSizesSpec;

const SIZE_VALUE = /^[^,]+$/;

/** The `sizes` attribute: `(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw`; a string passes as is. */
export function imageSizes(sizes: ImageSizes): string {
  if (typeof sizes === 'string') return sizes;
  const entries = (Object.keys(SCREEN_WIDTHS) as ScreenName[])
    .filter((name) => sizes[name] !== undefined)
    .sort((a, b) => SCREEN_WIDTHS[b] - SCREEN_WIDTHS[a])
    .map((name) => [`(min-width: ${SCREEN_WIDTHS[name]}px) `, sizes[name] ?? ''] as const);
  for (const value of [sizes.base, ...entries.map(([, v]) => v)])
    if (!SIZE_VALUE.test(value.trim())) throw new Error(`Invalid image size "${value}"`);
  return [...entries.map(([query, value]) => query + value.trim()), sizes.base.trim()].join(', ');
}
