import express, { type Router } from 'express';
import type { Mandator } from '@news/config/mandators';
import { repoRoot } from '../readConfig';
import { webManifest } from './webManifest';
import { handleAppIcon } from './handleAppIcon';
import { handleBuildMeta } from './handleBuildMeta';
import { handleServiceWorker } from './handleServiceWorker';
import {
  OFFLINE_PAGE_PATH,
  OFFLINE_SCRIPT_PATH,
  offlinePage,
  offlinePageCsp,
  offlineScript,
} from './offlinePage';

/**
 * What makes the site an installable app, per brand (res.locals.mandator, from the host map): the web app
 * manifest, its PNG icons (handleAppIcon), the service worker the shell builds (handleServiceWorker), the offline
 * page it falls back to, and the route rules manifest of the running build (`/builds/meta/{id}.json`,
 * handleBuildMeta).
 */
export function createPwaRouter(root = repoRoot): Router {
  const router = express.Router();
  const mandatorOf = (res: express.Response) => res.locals.mandator as Mandator;

  router.get('/manifest.webmanifest', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=3600');
    res.type('application/manifest+json').send(JSON.stringify(webManifest(mandatorOf(res))));
  });
  router.get('/icons/icon-:size.png', handleAppIcon());
  router.get('/sw.js', handleServiceWorker(root));
  router.get('/builds/meta/:file', handleBuildMeta(root));
  router.get(OFFLINE_PAGE_PATH, (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('content-security-policy', offlinePageCsp);
    res.type('text/html').send(offlinePage(mandatorOf(res)));
  });
  router.get(OFFLINE_SCRIPT_PATH, (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.type('text/javascript').send(offlineScript);
  });
  return router;
}
