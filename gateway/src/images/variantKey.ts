import { createHash } from 'node:crypto';
import { formatPresetSegment, type ImageVariant } from '@news/contracts/imageVariantPath';

/** Cache key of a variant, also its path below cacheDir: `{preset}[@x_y]/{width}/{sourcePath}.{format}`. */
export function variantKey(v: ImageVariant): string {
  return `${formatPresetSegment(v.preset, v.focus)}/${v.width}/${v.sourcePath}.${v.format}`;
}

/** Strong ETag, the same on every replica for the same bytes of the same variant. */
export function variantEtag(key: string, size: number): string {
  return `"${createHash('sha256').update(`${key}:${size}`).digest('base64url').slice(0, 27)}"`;
}
