import type { ImageFormat, ImagePresetName } from './imagePresets';

/**
 * The image URL format (ARCHITECTURE §4: `/img/*` image proxy). Path-based, so a CDN or nginx caches every variant
 * by its URL alone (no query string, no Vary):
 *
 *   signed baseUrl (content service):  /img/{signature}/{sourcePath}
 *   variant URL (browser):             /img/{signature}/{preset}[@{x}_{y}]/{width}.{format}/{sourcePath}
 *
 *   e.g. /img/Ab3xQ0c9-_Zz81kLmN0pQr/seed/rb-100001.jpg
 *     -> /img/Ab3xQ0c9-_Zz81kLmN0pQr/teaser/640.avif/seed/rb-100001.jpg
 *     -> /img/Ab3xQ0c9-_Zz81kLmN0pQr/square@25_50/1280.webp/seed/rb-100001.jpg   (focal point 25 % / 50 %)
 *
 * - `signature` = base64url(HMAC-SHA256(IMAGE_SIGNING_SECRET, sourcePath)), first 22 characters (132 bits). Only
 *   the source path is signed: the browser appends modifiers without knowing the secret (imageSignature.ts).
 * - `preset` ∈ IMAGE_PRESETS (aspect ratio and quality), `width` ∈ IMAGE_WIDTHS, `format` ∈ IMAGE_FORMATS.
 * - `@{x}_{y}` is an optional focal point for the cover crop in percent, on a 25 % grid (0, 25, 50, 75, 100); the
 *   centre (50_50) is written without it. Without it the crop is centred.
 * So a signed source has at most presets × widths × formats × 25 focal points variants: nobody can make the proxy
 * produce unbounded variants.
 * - `sourcePath` is relative to the proxy's source folder: segments of [A-Za-z0-9._-] that do not start with a
 *   dot, ending in .jpg, .jpeg, .png, .webp or .avif. No `..`, no empty segment, no encoding tricks.
 */

/** Mount path of the image proxy. */
export const IMAGE_PATH_PREFIX = '/img';

export const IMAGE_SIGNATURE_LENGTH = 22;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;
const SOURCE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const SOURCE_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;
const MAX_SOURCE_SEGMENTS = 8;
const MAX_SOURCE_LENGTH = 512;

/** Focal point of a cover crop, in percent of the image's width and height. */
export type ImageFocus = { x: number; y: number };

/** Grid of focal point coordinates; anything else is rounded to it. */
export const IMAGE_FOCUS_STEP = 25;

export type ImageVariant = {
  signature: string;
  preset: ImagePresetName;
  focus?: ImageFocus;
  width: number;
  format: ImageFormat;
  sourcePath: string;
};

export function isImageSignatureSyntax(value: string): boolean {
  return SIGNATURE.test(value);
}

/** True for a source path the proxy accepts (relative, safe segments, an image extension). */
export function isImageSourcePath(sourcePath: string): boolean {
  if (sourcePath.length === 0 || sourcePath.length > MAX_SOURCE_LENGTH) return false;
  const segments = sourcePath.split('/');
  return (
    segments.length <= MAX_SOURCE_SEGMENTS &&
    segments.every((s) => SOURCE_SEGMENT.test(s)) &&
    SOURCE_EXTENSION.test(sourcePath)
  );
}

/** Rounds a focal point to the grid; undefined when it is the centre (the default crop). */
export function normalizeImageFocus(focus: ImageFocus | undefined): ImageFocus | undefined {
  if (!focus || !Number.isFinite(focus.x) || !Number.isFinite(focus.y)) return undefined;
  const snap = (v: number) => Math.min(100, Math.max(0, Math.round(v / IMAGE_FOCUS_STEP) * IMAGE_FOCUS_STEP));
  const x = snap(focus.x);
  const y = snap(focus.y);
  return x === 50 && y === 50 ? undefined : { x, y };
}

/**
 * The image object's `cropVal` as a focal point: "x,y" in percent (0–100), e.g. "30,40". Anything else (empty,
 * malformed, out of range) means no focal point, so a bad value never breaks a page.
 */
export function parseCropVal(cropVal: string | undefined): ImageFocus | undefined {
  const match = cropVal?.trim().match(/^(\d{1,3}(?:\.\d+)?)\s*,\s*(\d{1,3}(?:\.\d+)?)$/);
  if (!match) return undefined;
  const x = Number(match[1]);
  const y = Number(match[2]);
  if (x > 100 || y > 100) return undefined;
  return normalizeImageFocus({ x, y });
}

/** `{preset}` or `{preset}@{x}_{y}`. */
export function formatPresetSegment(preset: string, focus: ImageFocus | undefined): string {
  const f = normalizeImageFocus(focus);
  return f ? `${preset}@${f.x}_${f.y}` : preset;
}

/** The variant's path below the proxy mount: `/{signature}/{preset}[@x_y]/{width}.{format}/{sourcePath}`. */
export function formatImageVariantPath(variant: ImageVariant): string {
  const preset = formatPresetSegment(variant.preset, variant.focus);
  return `/${variant.signature}/${preset}/${variant.width}.${variant.format}/${variant.sourcePath}`;
}

/** Splits a preset segment into name and focal point; undefined when the focal part is malformed. */
export function parsePresetSegment(segment: string): { preset: string; focus?: ImageFocus } | undefined {
  const at = segment.indexOf('@');
  if (at < 0) return { preset: segment };
  const match = segment.slice(at + 1).match(/^(\d{1,3})_(\d{1,3})$/);
  if (!match) return undefined;
  const focus = { x: Number(match[1]), y: Number(match[2]) };
  const normalized = normalizeImageFocus(focus);
  // Only canonical focal points are accepted, so one variant has exactly one URL.
  if (!normalized || normalized.x !== focus.x || normalized.y !== focus.y) return undefined;
  return { preset: segment.slice(0, at), focus: normalized };
}
