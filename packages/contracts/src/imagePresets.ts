/**
 * Image presets, widths and formats of the image proxy (spec §9): quality 70 (75 for teasers), densities 1 and 2,
 * formats avif and webp (jpeg as the last fallback), aspect ratio 16:9 or 1:1, screen widths xs…xxl.
 *
 * Shared by the browser (URL builder, `<picture>` component) and the gateway's image router (validation). Pure,
 * no secrets: this file runs in the browser.
 */

export type ImagePreset = {
  /** Aspect ratio as [width, height]; the proxy crops the source to it (cover). */
  aspectRatio: readonly [number, number];
  /** Encoder quality 1–100, the same number for every format. */
  quality: number;
};

export const IMAGE_PRESETS = {
  /** Teaser pictures in lists and on fronts. */
  teaser: { aspectRatio: [16, 9], quality: 75 },
  'teaser-square': { aspectRatio: [1, 1], quality: 75 },
  /** Lead image and body images of an article. */
  article: { aspectRatio: [16, 9], quality: 70 },
  square: { aspectRatio: [1, 1], quality: 70 },
} as const satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof IMAGE_PRESETS;

export const IMAGE_PRESET_NAMES = Object.keys(IMAGE_PRESETS) as ImagePresetName[];

/** Screen widths of spec §9, in CSS pixels. */
export const SCREEN_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type ScreenName = keyof typeof SCREEN_WIDTHS;

/** Pixel densities of spec §9. */
export const IMAGE_DENSITIES = [1, 2] as const;

/** Every width the proxy renders: screen widths × densities, ascending, unique (320 … 3072). */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(Object.values(SCREEN_WIDTHS).flatMap((w) => IMAGE_DENSITIES.map((d) => w * d))),
].sort((a, b) => a - b);

/** Output formats, best first; jpeg is the last fallback. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Thrown for a preset name that is not in IMAGE_PRESETS (spec §8: an unknown preset throws). */
export class UnknownImagePresetError extends Error {
  readonly preset: string;
  constructor(preset: string) {
    super(`Unknown image preset "${preset}"; known presets: ${IMAGE_PRESET_NAMES.join(', ')}`);
    this.name = 'UnknownImagePresetError';
    this.preset = preset;
  }
}

/** True for an own key of IMAGE_PRESETS (never for inherited names such as "constructor"). */
export function isImagePresetName(name: string): name is ImagePresetName {
  return Object.hasOwn(IMAGE_PRESETS, name);
}

/** The preset of that name; throws UnknownImagePresetError otherwise. */
export function getImagePreset(name: string): ImagePreset {
  if (!isImagePresetName(name)) throw new UnknownImagePresetError(name);
  return IMAGE_PRESETS[name];
}

export function isImageWidth(width: number): boolean {
  return IMAGE_WIDTHS.includes(width);
}

export function isImageFormat(format: string): format is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(format);
}

/** Height of an image `width` pixels wide in the preset's aspect ratio (whole pixels). */
export function presetHeight(preset: ImagePreset, width: number): number {
  const [w, h] = preset.aspectRatio;
  return Math.round((width * h) / w);
}
