import express, { type Router } from 'express';
import { apiError } from '@news/contracts/apiError';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Mandator } from '@news/config/mandators';
import { brandIconSvg } from '../favicon';
import { repoRoot } from '../readConfig';
import { APP_ICON_SIZES, webManifest } from './webManifest';
import { buildMeta } from './buildMeta';
import { OFFLINE_PAGE_PATH, OFFLINE_SCRIPT_PATH, offlinePage, offlineScript } from './offlinePage';

const iconSizes = new Set<number>(APP_ICON_SIZES);

/**
 * What makes the site an installable app, per brand (res.locals.mandator, from the host map): the web app
 * manifest, its PNG icons (rendered once per brand and size from the brand icon with sharp), the service worker
 * the shell builds (shell/dist/sw/sw.js, scope /), the offline page it falls back to, and the route rules
 * manifest of the running build (`/builds/meta/{id}.json`, buildMeta).
 */
export function createPwaRouter(root = repoRoot): Router {
  const router = express.Router();
  const icons = new Map<string, Promise<Buffer>>();
  const mandatorOf = (res: express.Response) => res.locals.mandator as Mandator;

  router.get('/manifest.webmanifest', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=3600');
    res.type('application/manifest+json').send(JSON.stringify(webManifest(mandatorOf(res))));
  });

  router.get('/icons/icon-:size.png', async (req, res, next) => {
    const size = Number(req.params.size);
    if (!iconSizes.has(size)) {
      next();
      return;
    }
    const mandator = mandatorOf(res);
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
  });

  router.get('/sw.js', async (_req, res) => {
    try {
      const script = await readFile(path.join(root, 'shell', 'dist', 'sw', 'sw.js'), 'utf8');
      // always revalidated: a new build's worker is found at the next check
      res.setHeader('cache-control', 'no-cache');
      res.type('text/javascript').send(script);
    } catch {
      res
        .status(404)
        .json(
          apiError(
            404,
            'service_worker_not_built',
            'Der Service Worker ist in diesem Build nicht enthalten.',
          ),
        );
    }
  });

  router.get('/builds/meta/:file', async (req, res) => {
    const build = await readFile(path.join(root, 'dist', 'builds', 'latest.json'), 'utf8')
      .then((text) => JSON.parse(text) as { id?: unknown; builtAt?: unknown })
      .catch(() => null);
    // only the running build's rules are known: an older document's id gets a 404 (its reader reloads anyway)
    if (typeof build?.id !== 'string' || req.params.file !== `${build.id}.json`) {
      res
        .status(404)
        .json(apiError(404, 'build_not_found', 'Zu dieser Build-Kennung gibt es keine Routenregeln.'));
      return;
    }
    // a build id names one build: its rules never change
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.json(
      buildMeta({ id: build.id, ...(typeof build.builtAt === 'string' ? { builtAt: build.builtAt } : {}) }),
    );
  });

  router.get(OFFLINE_PAGE_PATH, (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.setHeader(
      'content-security-policy',
      "default-src 'self'; style-src 'unsafe-inline'; object-src 'none'",
    );
    res.type('text/html').send(offlinePage(mandatorOf(res)));
  });
  router.get(OFFLINE_SCRIPT_PATH, (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.type('text/javascript').send(offlineScript);
  });
  return router;
}
