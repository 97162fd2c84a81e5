import type { Image } from '@news/contracts/content';
import { imageUrl, parseSignedImageBaseUrl } from '@news/contracts/imageUrl';
import { parseCropVal } from '@news/contracts/imageVariantPath';

/** Share image (og:image, JSON-LD image): the 1280 px webp variant; undefined for an unsigned or missing image. */
export function shareImage(image: Image | undefined): string | undefined {
  if (!image || !parseSignedImageBaseUrl(image.baseUrl)) return undefined;
  const focus = parseCropVal(image.cropVal);
  return imageUrl({
    src: image.baseUrl,
    preset: 'article',
    width: 1280,
    format: 'webp',
    ...(focus ? { focus } : {}),
  });
}
