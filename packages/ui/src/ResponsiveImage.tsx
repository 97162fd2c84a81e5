import type { Image } from '@news/contracts/content';
import { getImagePreset, presetHeight, type ImagePresetName } from '@news/contracts/imagePresets';
import {
  imageSizes,
  imageSrcSet,
  imageSrcSetWidths,
  imageUrl,
  parseSignedImageBaseUrl,
  type ImageSizes,
} from '@news/contracts/imageUrl';
import { parseCropVal } from '@news/contracts/imageVariantPath';

export type ResponsiveImageProps = {
  image: Image;
  preset: ImagePresetName;
  /** Rendered width per screen, e.g. `{ base: '100vw', lg: '640px' }` or a ready `sizes` string. */
  sizes: ImageSizes;
  /** The lead image (LCP): loaded eagerly with high fetch priority. Default: lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * `<picture>` with an avif source for every allowed width (the browser picks by `sizes` and its density) and an
 * `<img>` with one webp of the middle width, which a browser without avif (Safari before 16.4, Edge before 121)
 * shows instead. No webp srcset: it doubled the URLs of every picture for those few old browsers, 0.5 KB of the
 * 14.6 KB a home document has for its first round trip. `width`/`height`
 * carry the preset's aspect ratio, so the browser reserves the space before the image arrives (no layout shift).
 * An image whose baseUrl is not signed renders nothing rather than a broken image. Throws for an unknown preset.
 */
export function ResponsiveImage({ image, preset, sizes, priority = false, className }: ResponsiveImageProps) {
  const aspect = getImagePreset(preset);
  if (!parseSignedImageBaseUrl(image.baseUrl)) return null;
  const focus = parseCropVal(image.cropVal);
  const common = { src: image.baseUrl, preset, maxWidth: image.width, ...(focus ? { focus } : {}) };
  const widths = imageSrcSetWidths(image.width);
  const fallbackWidth = widths[Math.floor((widths.length - 1) / 2)] ?? widths[0] ?? 640;
  return (
    <picture className={className ? `ui-image ${className}` : 'ui-image'}>
      <source
        type="image/avif"
        srcSet={imageSrcSet({ ...common, format: 'avif' })}
        sizes={imageSizes(sizes)}
      />
      <img
        className="ui-image__img"
        src={imageUrl({ ...common, width: fallbackWidth, format: 'webp' })}
        width={fallbackWidth}
        height={presetHeight(aspect, fallbackWidth)}
        alt={image.altText}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
