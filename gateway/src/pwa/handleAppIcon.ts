import type { Mandator } from '@news/config/mandators';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { brandIconSvg } from '../favicon';
import { APP_ICON_SIZES } from './webManifest';

const iconSizes = new Set<number>(APP_ICON_SIZES);

/**
 * GET /icons/icon-{size}.png: the brand's app icon as PNG, rendered once per brand and size from the brand icon
 * with sharp (a failed rendering is forgotten, so the next request tries again); other sizes fall through.
 */
export function handleAppIcon(): RequestHandler {
  const icons = new Map<string, Promise<Buffer>>();
  return async (req, res, next) => {
    const size = Number(req.params.size);
    if (!iconSizes.has(size)) {
      next();
      return;
    }
    const mandator = res.locals.mandator as Mandator;
    const key = `${mandator.id}:${size}`;
    let icon = icons.get(key);
    if (!icon) {
      icon = sharp(Buffer.from(brandIconSvg(mandator)), { density: Math.ceil((72 * size) / 64) })
        .resize(size, size)
        .png()
        .toBuffer();
      icons.set(key, icon);
    }
    try {
      const png = await icon;
      res.setHeader('cache-control', 'public, max-age=86400');
      res.type('image/png').send(png);
    } catch (err) {
      icons.delete(key);
      next(err);
    }
  };
}
