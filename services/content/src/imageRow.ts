import type { Image } from '@news/contracts/content';

/** SQL expression building an image json object from a `content.images` row aliased `alias`. */
export function imageJson(alias: string): string {
  return `json_build_object('baseUrl', ${alias}.base_url, 'width', ${alias}.width, 'height', ${alias}.height,
    'altText', ${alias}.alt_text, 'caption', ${alias}.caption, 'cropVal', ${alias}.crop_val)`;
}

export type ImageJson = {
  baseUrl: string;
  width: number;
  height: number;
  altText: string;
  caption: string | null;
  cropVal: string | null;
};

/** The image object of the contracts, without null fields. */
export function toImage(row: ImageJson): Image {
  return {
    baseUrl: row.baseUrl,
    width: row.width,
    height: row.height,
    altText: row.altText,
    ...(row.caption ? { caption: row.caption } : {}),
    ...(row.cropVal ? { cropVal: row.cropVal } : {}),
  };
}
