import express, { type ErrorRequestHandler } from 'express';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { createDb, type Db } from '@news/db/createDb';
import { sitePgliteDir } from '@news/db/siteDatabase';
import type { Mandator } from '@news/config/mandators';
import { siteMetadataSchema, type SiteMetadata } from '@news/contracts/site';
import { documentHandler } from './documentHandler';
import { mountUpstreams } from './mountUpstreams';
import { repoRoot, type GatewayConfig } from './readConfig';
import { createRemoteRegistry } from './remoteRegistry';
import { resolveMandator } from './resolveMandator';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import { serveRemotes } from './serveRemotes';
import { createServerRemoteLoader } from './ssr/createServerRemoteLoader';
import { createRemoteAssets } from './ssr/remoteAssets';
import { favicon } from './favicon';
import { payloadHandler } from './payloadHandler';
import { pagePathOfPayload } from '@news/contracts/payloadUrl';
import { createSeoRouter } from './seo/createSeoRouter';
import { resolveRoute } from '@news/config/routeTable';
import { createImageRouter } from './images/createImageRouter';
import { createPlenigoRouter } from './payments/createPlenigoRouter';
import { createAuthRouter } from './auth/createAuthRouter';
import { createAppServerRouter } from './app/createAppServerRouter';
import { createIdentityClient } from './auth/createIdentityClient';
import { createSessionResolver } from './auth/createSessionResolver';
import { createSocialLoginRouter } from './auth/createSocialLoginRouter';
import { createTokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { createPageCache } from './cache/createPageCache';
import { createMemoryStore } from './cache/createMemoryStore';
import { createRedisStore } from './cache/createRedisStore';
import { readLocalBuild, type LocalBuild } from './readLocalBuild';

export type Gateway = {
  app: express.Express;
  db: Db;
  /** Shutting down (SIGTERM): /readyz answers 503 so load balancers stop sending readers here. */
  drain(): void;
  close(): Promise<void>;
};

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** The gateway app. Tests pass their own database; by default it comes from the configuration. */
export async function createGateway(
  config: GatewayConfig,
  logger: Logger,
  injected: { db?: Db } = {},
): Promise<Gateway> {
  const db =
    injected.db ??
    (await createDb({ databaseUrl: config.databaseUrl, dataDir: sitePgliteDir(config.dataDir) }));
  const registry = createRemoteRegistry(config.registryPath, logger);
  await registry.ensureFile();

  let build: LocalBuild | null = null;
  const localBuild = async () => (build ??= await readLocalBuild(repoRoot));

  const siteCache = new Map<string, { at: number; site: SiteMetadata }>();
  const siteMetadata = async (mandator: Mandator): Promise<SiteMetadata | null> => {
    const hit = siteCache.get(mandator.id);
    if (hit && Date.now() - hit.at < 60_000) return hit.site;
    try {
      const res = await fetch(new URL('/content/v5/sites', config.selfUrl), {
        headers: { 'x-mandator': mandator.id },
      });
      if (!res.ok) throw new Error(`sites answered ${res.status}`);
      const site = siteMetadataSchema.parse(await res.json());
      siteCache.set(mandator.id, { at: Date.now(), site });
      return site;
    } catch (err) {
      logger.warn({ err }, 'site metadata unavailable');
      return hit?.site ?? null;
    }
  };

  let draining = false;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url?.startsWith('/remotes/') ?? false } }));
  app.use(securityHeaders);
  app.use((_req, res, next) => {
    // while draining, requests in flight are answered, but keep-alive connections are not kept for more
    if (draining) res.setHeader('connection', 'close');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    try {
      await db.query('select 1');
      await localBuild();
      await registry.current();
      res.json({ status: 'ready' });
    } catch (err) {
      logger.warn({ err }, 'not ready');
      res.status(503).json({ status: 'not_ready' });
    }
  });
  app.get('/mf-registry.json', async (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json((await registry.current()).registry);
  });
  app.get('/builds/latest.json', async (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    try {
      res
        .type('application/json')
        .send(await readFile(path.join(repoRoot, 'dist', 'builds', 'latest.json'), 'utf8'));
    } catch {
      res.status(404).json({ status: 404, message: 'build_not_found' });
    }
  });
  app.get('/favicon.svg', favicon);
  app.get('/favicon.ico', (_req, res) => {
    res.redirect(301, '/favicon.svg');
  });
  app.use('/remotes', serveRemotes());
  app.use(
    '/media',
    express.static(path.join(config.dataDir, 'media'), {
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
    }),
  );
  app.use(
    '/img',
    createImageRouter({
      sourceDir: path.join(config.dataDir, 'images'),
      cacheDir: path.join(config.dataDir, 'image-cache'),
      secret: config.imageSigningSecret,
      logger,
    }),
  );

  app.use(resolveMandator(config.defaultMandator));
  const identity = createIdentityClient({
    baseUrl: config.selfUrl,
    internalToken: config.identity.internalToken,
  });
  const verify = createTokenVerifier({
    fetchJwks: () => identity.jwks(),
    issuer: config.identity.issuer,
    audience: config.identity.audience,
  });
  const resolveSession = createSessionResolver({ identity, verify, logger });
  const services = await mountUpstreams(app, config, db, logger, {
    internalToken: config.identity.internalToken,
    resolveSession,
    verify,
  });
  app.use('/api', createAuthRouter({ identity, verify, resolveSession, logger }));
  app.use('/api', createSocialLoginRouter({ identity, logger }));
  app.use('/api', createPlenigoRouter({ selfUrl: config.selfUrl, resolveSession, logger }));
  app.use('/api', createAppServerRouter({ selfUrl: config.selfUrl, resolveSession }));
  app.use('/api', (req, res) => {
    res.status(404).json({ status: 404, message: 'not_found', path: req.path });
  });

  const cacheStore = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();
  const pageCache = createPageCache(cacheStore, (err, key) =>
    logger.warn({ err, key }, 'page cache problem'),
  );
  app.use(createSeoRouter({ selfUrl: config.selfUrl, logger }));

  const loadServerRemote = createServerRemoteLoader();
  const remoteAssets = createRemoteAssets(fetchText);
  const render = documentHandler({
    selfUrl: config.selfUrl,
    registry,
    loadServerRemote,
    remoteAssets,
    localBuild,
    siteMetadata,
    pageCache,
    logger,
    frameAncestors: config.frameAncestors,
  });
  const payload = payloadHandler({ selfUrl: config.selfUrl, registry, loadServerRemote, logger });
  app.get('/{*path}', async (req, res, next) => {
    if (pagePathOfPayload(req.path) !== null) {
      await payload(req, res);
      return;
    }
    const { registry: current } = await registry.current();
    const origins = Object.values(current)
      .map((r) => r.entry)
      .filter((e) => /^https?:\/\//.test(e))
      .map((e) => new URL(e).origin);
    const embeddable = resolveRoute(req.path);
    const framing =
      embeddable.kind === 'ok' && embeddable.route.middleware.includes('iframe-embedding')
        ? config.frameAncestors
        : [];
    res.setHeader('content-security-policy', contentSecurityPolicy([...new Set(origins)], framing));
    res.setHeader('cache-control', 'no-cache');
    render(req, res, next);
  });

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json({ status, message: status >= 500 ? 'internal_error' : 'bad_request' });
  };
  app.use(onError);

  return {
    app,
    db,
    drain: () => {
      draining = true;
    },
    close: async () => {
      await services.close();
      await cacheStore.close();
      await db.close();
    },
  };
}
