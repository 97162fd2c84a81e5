import path from 'node:path';
import { createGrantVerifierFromEnv, type GrantVerifier } from '@news/auth-verify/createGrantVerifier';
import { articleTeaserSchema } from '@news/contracts/content';
import { recommendationRankingSchema, recommendationsSchema } from '@news/contracts/recommendations';
import { analyzeSchema } from '@news/db/analyzeSchema';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { readImageSigningSecret, signImageSource } from '@news/contracts/imageSignature';
import { pingDb } from '@news/db/pingDb';
import { repoRoot } from '@news/db/repoRoot';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { buildHomePage } from './buildHomePage';
import { buildSiteMetadata } from './buildSiteMetadata';
import { ContentPageError } from './contentPageError';
import { addAccessTagIds } from './addAccessTagIds';
import { createPageRouter } from './createPageRouter';
import { createTagTree } from './createTagTree';
import { loadMandator, type MandatorRow } from './loadMandator';
import { pagePath } from './pagePath';
import { parseId } from './parseId';
import { queryRecommendations } from './queryRecommendations';
import { queryTeasers } from './queryTeasers';
import { routeParam } from './routeParam';
import { seedContent } from './seed/seedContent';
import { seedExtras } from './seed/seedExtras';
import { sendContentError } from './sendContentError';
import { signImageUrls } from './signImageUrls';

export type ContentServiceOptions = {
  db: Db;
  /**
   * Fill an empty content schema with the seed articles, then add (idempotently) what later seed modules provide:
   * images, test reports, podcasts, newsletters, legal documents, profiles and descriptions.
   */
  seed?: boolean;
  /**
   * Folder that receives the generated seed media when seeding: `images/seed/*.jpg` (served by the gateway below
   * /img as `/seed/…`) and `media/podcasts/*.wav` (served as `/media/podcasts/…`). Default `<repo>/var/data`.
   */
  assetsDir?: string;
  /**
   * IMAGE_SIGNING_SECRET shared with the gateway's image proxy: every image baseUrl in a response is signed
   * ('/seed/a.jpg' → '/img/{signature}/seed/a.jpg'). Default: readImageSigningSecret(process.env).
   */
  imageSigningSecret?: string;
  /**
   * Verifies the content grants of the paywall service (CONTENT_GRANT_HEADER), the only thing that releases the body
   * of a plus article. The gateway passes one that reads the paywall's JWKS through its own base URL; by default
   * (own process) the keys come from PAYWALL_JWKS_URL, see createGrantVerifierFromEnv.
   */
  verifyGrant?: GrantVerifier;
};

/**
 * The content API. Mount the returned router at `/content`; every `/v5/*` request needs the `x-mandator` header
 * (set by the gateway). The body of a plus article leaves it only against a content grant it verifies itself.
 */
export async function createContentService(opts: ContentServiceOptions): Promise<Router> {
  const { db } = opts;
  await migrate(db, { schema: 'content', migrationsDir: path.join(__dirname, '..', 'migrations') });
  if (opts.seed) {
    const { seeded } = await seedContent(db);
    await seedExtras(db, { assetsDir: opts.assetsDir ?? path.join(repoRoot, 'var', 'data') });
    // Statistics of the freshly seeded rows (the migrations analyzed empty tables).
    if (seeded) await analyzeSchema(db, 'content', { vacuum: true });
  }

  const secret = opts.imageSigningSecret ?? readImageSigningSecret();
  const signed = new Map<string, string>();
  const sign = (sourcePath: string): string => {
    let url = signed.get(sourcePath);
    if (url === undefined) {
      url = signImageSource(sourcePath, secret);
      if (signed.size < 10_000) signed.set(sourcePath, url);
    }
    return url;
  };
  const tagAncestry = createTagTree(db);
  const verifyGrant = opts.verifyGrant ?? createGrantVerifierFromEnv(process.env);
  const mandators = new Map<string, MandatorRow>();
  const router = express.Router();

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  router.use('/v5', async (req, res, next) => {
    // a NUL (only ever %00 in a URL) cannot be stored or searched in PostgreSQL text
    if (/%00/i.test(req.url)) return sendContentError(res, 400, 'invalid_characters');
    const id = req.get('x-mandator')?.trim().toLowerCase() ?? '';
    let mandator = mandators.get(id);
    if (!mandator && /^[a-z0-9-]{1,32}$/.test(id)) {
      mandator = await loadMandator(db, id);
      if (mandator) mandators.set(id, mandator);
    }
    if (!mandator) return sendContentError(res, 400, 'unknown_mandator');
    res.locals.mandator = mandator;
    next();
  });

  router.get('/v5/home', async (_req, res) => {
    const home = await buildHomePage(db, res.locals.mandator as MandatorRow);
    res.json(signImageUrls(addAccessTagIds(home, await tagAncestry()), sign));
  });

  router.get('/v5/sites', async (_req, res) => {
    res.json(await buildSiteMetadata(db, res.locals.mandator as MandatorRow));
  });

  router.get('/v5/articles/:id/teaser', async (req, res) => {
    const id = parseId(routeParam(req, 'id'), pagePath(req));
    const mandator = res.locals.mandator as MandatorRow;
    const teaser = (await queryTeasers(db, mandator.id, { kind: 'id', id }, 1))[0];
    if (!teaser) return sendContentError(res, 404, 'page_not_found', pagePath(req));
    res.json(signImageUrls(addAccessTagIds(articleTeaserSchema.parse(teaser), await tagAncestry()), sign));
  });

  /**
   * Recommendations for an article (`?ranking=topics|recency`, default topics): teasers of the brand's articles
   * sharing its tags. The gateway chooses the ranking from the brand's settings.
   */
  router.get('/v5/articles/:id/recommendations', async (req, res) => {
    const id = parseId(routeParam(req, 'id'), pagePath(req));
    const ranking = recommendationRankingSchema.safeParse(req.query.ranking ?? 'topics');
    if (!ranking.success) return sendContentError(res, 400, 'invalid_ranking');
    const mandator = res.locals.mandator as MandatorRow;
    const teasers = await queryRecommendations(db, mandator.id, id, ranking.data);
    if (!teasers) return sendContentError(res, 404, 'page_not_found', pagePath(req));
    const answer = recommendationsSchema.parse({ ranking: ranking.data, teasers });
    res.json(signImageUrls(addAccessTagIds(answer, await tagAncestry()), sign));
  });

  router.use(createPageRouter(db, { signImage: sign, tagAncestry, verifyGrant }));

  router.all(['/v5', '/v5/*splat'], (req, res) =>
    sendContentError(res, 404, 'page_not_found', pagePath(req)),
  );

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof ContentPageError) return sendContentError(res, err.status, err.message, err.path);
    // Express itself rejects malformed input (e.g. broken percent-encoding in a path) with status 400.
    const status = (err as { status?: unknown } | null)?.status;
    if (status === 400) return sendContentError(res, 400, 'bad_request');
    console.error(`[content] ${req.method} ${req.originalUrl} failed:`, err);
    sendContentError(res, 500, 'internal_error');
  });

  return router;
}
