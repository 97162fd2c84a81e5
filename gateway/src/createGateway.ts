import express from 'express';
import { apiError } from '@news/contracts/apiError';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { createDb, type Db } from '@news/db/createDb';
import { sitePgliteDir } from '@news/db/siteDatabase';
import { createAccessLog } from './createAccessLog';
import { documentHandler } from './documentHandler';
import { handleDocumentRoute } from './handleDocumentRoute';
import { createDocumentStyleTexts } from './createDocumentStyleTexts';
import { handleGatewayError } from './handleGatewayError';
import { handleReadiness } from './handleReadiness';
import { mountUpstreams } from './mountUpstreams';
import { repoRoot, type GatewayConfig } from './readConfig';
import { createRemoteRegistry } from './remoteRegistry';
import { resolveMandator } from './resolveMandator';
import { stripInternalHeaders } from './stripInternalHeaders';
import { requireValidHost } from './requireValidHost';
import { createSelfRequest } from './upstream/selfRequest';
import { createConsentRouter } from './createConsentRouter';
import { createConsentPageRouter } from './createConsentPageRouter';
import { createDemoShopRouter } from './createDemoShopRouter';
import { createDemoVendorRouter } from './createDemoVendorRouter';
import { createEntitlement } from './entitlement/createEntitlement';
import { createPaywallRouter } from './paywall/createPaywallRouter';
import { securityHeaders } from './securityHeaders';
import { serveRemotes } from './serveRemotes';
import { serveServerBuilds } from './serveServerBuilds';
import {
  articlesServerSpec,
  consentServerSpec,
  createServerRemoteLoader,
  paywallServerSpec,
} from './ssr/createServerRemoteLoader';
import { createRemoteAssets } from './ssr/remoteAssets';
import { httpContentSource } from './ssr/httpContentSource';
import { inProcessContentSource } from './ssr/inProcessContentSource';
import { favicon } from './favicon';
import { createPwaRouter } from './pwa/createPwaRouter';
import { payloadHandler } from './payloadHandler';
import { createSeoRouter } from './seo/createSeoRouter';
import { createImageRouter } from './images/createImageRouter';
import { createPlenigoRouter } from './payments/createPlenigoRouter';
import { createAccountRouter } from './app/createAccountRouter';
import { createAuthRouter } from './auth/createAuthRouter';
import { createAppServerRouter } from './app/createAppServerRouter';
import { createRecommendationsRouter } from './app/createRecommendationsRouter';
import { createIdentityClient } from './auth/createIdentityClient';
import { createCmsSessionRouter } from './auth/createCmsSessionRouter';
import { createRevokedTokens } from '@news/auth-verify/createRevokedTokens';
import { createSessionResolver } from './auth/createSessionResolver';
import { createSocialLoginRouter } from './auth/createSocialLoginRouter';
import { createTokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { createMemoryStore } from './cache/createMemoryStore';
import { createRedisStore } from './cache/createRedisStore';
import { readLocalBuild, type LocalBuild } from './readLocalBuild';
import { createSiteMetadata } from './createSiteMetadata';
import { fetchUpstream } from './upstream/fetchUpstream';
import { countRequests } from './metrics/countRequests';
import { serveMetrics } from './metrics/serveMetrics';
import { countedPageCache } from './metrics/countedPageCache';
import { countContentSourceErrors } from './metrics/countContentSourceErrors';
import { createNewsletterRouter } from './newsletters/createNewsletterRouter';
import { createNewsletterLinkRouter } from './newsletters/createNewsletterLinkRouter';

export type Gateway = {
  app: express.Express;
  db: Db;
  /** Shutting down (SIGTERM): /readyz answers 503 so load balancers stop sending readers here. */
  drain(): void;
  close(): Promise<void>;
};

/** A remote's manifest, read within the upstream timeout. */
const fetchText = (timeoutMs: number) => async (url: string) => {
  const res = await fetchUpstream(new URL(url), {}, timeoutMs);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
};

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

  let draining = false;
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* count only from the configured proxies (TRUSTED_PROXIES); by default from nobody
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  app.use(countRequests());
  app.use(stripInternalHeaders(config.identity.internalToken));
  app.use(createAccessLog(logger, { ignore: (url) => url.startsWith('/remotes/') }));
  app.use(requireValidHost);
  app.use(securityHeaders);
  app.use((_req, res, next) => {
    // while draining, requests in flight are answered, but keep-alive connections are not kept for more
    if (draining) res.setHeader('connection', 'close');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', serveMetrics(config.metricsAllow));
  app.get(
    '/readyz',
    handleReadiness({
      isDraining: () => draining,
      check: async () => {
        await db.query('select 1');
        await localBuild();
        await registry.current();
      },
      logger,
    }),
  );
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
      res.status(404).json(apiError(404, 'build_not_found', 'Es liegt noch kein Build vor.'));
    }
  });
  app.get('/favicon.ico', (_req, res) => {
    res.redirect(301, '/favicon.svg');
  });
  app.use('/remotes', serveRemotes());
  app.use(createDemoVendorRouter());
  app.use(createDemoShopRouter());
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

  app.use(
    resolveMandator({
      defaultMandator: config.defaultMandator,
      brandOrigins: config.brandOrigins,
      internalToken: config.identity.internalToken,
    }),
  );
  app.get('/favicon.svg', favicon);
  app.use(createPwaRouter());
  const self = createSelfRequest(config.selfUrl, config.identity.internalToken);
  const identity = createIdentityClient({
    baseUrl: config.selfUrl,
    internalToken: config.identity.internalToken,
    timeouts: {
      upstreamTimeoutMs: config.upstreamTimeoutMs,
      passwordTimeoutMs: config.passwordCheckTimeoutMs,
    },
  });
  // the logout deny-list: the gateway's verifier (session, in-process users service) and the identity service share it
  const revokedTokens = await createRevokedTokens({ db, redisUrl: config.redisUrl });
  const verify = createTokenVerifier({
    fetchJwks: () => identity.jwks(),
    issuer: config.identity.issuer,
    audience: config.identity.audience,
    isRevoked: revokedTokens.isRevoked,
  });
  const resolveSession = createSessionResolver({ identity, verify, logger });
  app.use('/cms', createCmsSessionRouter({ identity, resolveSession }));
  const services = await mountUpstreams(app, config, db, logger, {
    internalToken: config.identity.internalToken,
    resolveSession,
    verify,
    revokedTokens,
  });
  const contentRouter = services.inProcess.content;
  const contentSource = countContentSourceErrors(
    contentRouter ? inProcessContentSource(contentRouter, '/content') : httpContentSource(self),
    contentRouter !== undefined,
  );
  const siteMetadata = createSiteMetadata({ contentSource, timeoutMs: config.upstreamTimeoutMs, logger });
  const entitlement = createEntitlement({
    self,
    contentSource,
    resolveSession,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
  });
  app.use('/api', createAuthRouter({ identity, verify, resolveSession, logger }));
  app.use('/api', createSocialLoginRouter({ identity, logger }));
  app.use('/api', createPlenigoRouter({ self, resolveSession, logger }));
  app.use('/api', createAppServerRouter({ self, resolveSession }));
  app.use('/api', createRecommendationsRouter({ contentSource, timeoutMs: config.upstreamTimeoutMs }));
  app.use('/api', createAccountRouter({ identity, self, resolveSession, logger }));
  app.use('/api', createConsentRouter());
  app.use(
    '/api',
    createNewsletterRouter({
      self,
      resolveSession,
      contentSource,
      timeoutMs: config.upstreamTimeoutMs,
      brandOrigins: config.brandOrigins,
    }),
  );
  app.use(
    '/api',
    createPaywallRouter({
      self,
      contentSource,
      resolveSession,
      entitlement,
      timeoutMs: config.upstreamTimeoutMs,
      logger,
    }),
  );
  app.use('/api', (req, res) => {
    res.status(404).json(apiError(404, 'not_found', 'Diese Schnittstelle gibt es nicht.'));
  });

  const cacheStore = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();
  const pageCache = countedPageCache(cacheStore, (err, key) =>
    logger.warn({ err, key }, 'page cache problem'),
  );
  app.use(createSeoRouter({ self, logger, timeoutMs: config.upstreamTimeoutMs }));
  app.use(createNewsletterLinkRouter({ self }));
  app.use(createConsentPageRouter());

  const serverBuilds = await serveServerBuilds();
  const loadServerRemote = createServerRemoteLoader(articlesServerSpec);
  const loadConsentServer = createServerRemoteLoader(consentServerSpec);
  const loadPaywallServer = createServerRemoteLoader(paywallServerSpec);
  const remoteAssets = createRemoteAssets(
    fetchText(config.upstreamTimeoutMs),
    async () => (await localBuild()).shell.startupShared,
  );
  const render = documentHandler({
    selfUrl: config.selfUrl,
    serverBuildsUrl: serverBuilds.url,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    contentSource,
    registry,
    loadServerRemote,
    loadConsentServer,
    loadPaywallServer,
    remoteAssets,
    localBuild,
    siteMetadata,
    pageCache,
    logger,
    frameAncestors: config.frameAncestors,
    entitlement,
  });
  const payload = payloadHandler({
    serverBuildsUrl: serverBuilds.url,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    contentSource,
    registry,
    loadServerRemote,
    logger,
  });
  app.get(
    '/{*path}',
    handleDocumentRoute({
      payload,
      render,
      registry,
      frameAncestors: config.frameAncestors,
      styleTexts: createDocumentStyleTexts({ selfUrl: config.selfUrl, localBuild, remoteAssets }),
    }),
  );

  app.use(handleGatewayError(logger));

  return {
    app,
    db,
    drain: () => {
      draining = true;
    },
    close: async () => {
      registry.close();
      await serverBuilds.close();
      await services.close();
      await revokedTokens.close();
      await cacheStore.close();
      await db.close();
    },
  };
}
