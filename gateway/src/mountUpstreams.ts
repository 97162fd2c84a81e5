import type { Express, Router } from 'express';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import type { Db } from '@news/db/createDb';
import { createContentService } from '@news/content-service/createContentService';
import { createIdentityService } from '@news/identity-service/createIdentityService';
import { createIdentityConfigFromEnv } from '@news/identity-service/createIdentityConfigFromEnv';
import path from 'node:path';
import { createUsersService } from '@news/users-service/createUsersService';
import { createMailerFromEnv } from '@news/mailer/createMailerFromEnv';
import { createPaymentsService } from '@news/payments-service/createPaymentsService';
import { createPaywallService } from '@news/paywall-service/createPaywallService';
import type { GatewayConfig, UpstreamName } from './readConfig';
import { ID_COOKIE, readCookie, REFRESH_COOKIE, withoutSessionCookies } from './auth/authCookies';
import type { SessionResolver } from './auth/createSessionResolver';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import type { RevokedTokens } from '@news/auth-verify/createRevokedTokens';
import { createGrantVerifier } from '@news/auth-verify/createGrantVerifier';
import { fetchJwks } from '@news/auth-verify/createTokenVerifierFromEnv';
import { CONTENT_GRANT_HEADER } from '@news/contracts/paywallApi';
import { csrfCheckFailed, isSameOrigin, isUnsafeMethod } from './auth/requireSameOrigin';
import { sendUpstreamUnavailable } from './upstream/sendUpstreamUnavailable';
import { createCircuitBreaker } from './upstream/createCircuitBreaker';
import { isPasswordCheck } from './upstream/identityTimeoutFor';

type UpstreamAuth = {
  internalToken: string;
  resolveSession: SessionResolver;
  verify: TokenVerifier;
  revokedTokens: RevokedTokens;
};

type Upstream = {
  name: UpstreamName;
  prefix: string;
  /** In-process, the service reads request bodies itself (a signed webhook needs its raw bytes). */
  readsOwnBody?: true;
  /** In-process, the gateway parses bodies up to this size (default 100kb): never more than the service takes. */
  bodyLimit?: string;
  /** The router may bring a `close()` for what it opened itself (the identity service's Redis connection). */
  create: (
    db: Db,
    config: GatewayConfig,
    logger: Logger,
    auth: UpstreamAuth,
  ) => Promise<Router & { close?: () => Promise<void> }>;
};

export const upstreams: Upstream[] = [
  {
    name: 'content',
    prefix: '/content',
    create: (db, config) =>
      createContentService({
        db,
        seed: config.seed,
        assetsDir: config.dataDir,
        imageSigningSecret: config.imageSigningSecret,
        // the paywall's keys through the gateway's own path: in-process or proxied (PAYWALL_URL) alike
        verifyGrant: createGrantVerifier({
          fetchJwks: () => fetchJwks(`${config.selfUrl}/paywall/.well-known/jwks.json`),
        }),
      }),
  },
  {
    name: 'identity',
    prefix: '/cms',
    // reads its own body: a signed webhook needs its raw bytes; its JSON limit is 16 KB like the sign-in calls'
    readsOwnBody: true,
    create: (db, config, logger, auth) =>
      createIdentityService({
        revokedTokens: auth.revokedTokens,
        logger: {
          info: (message, meta) => logger.info({ service: 'identity', ...meta }, message),
          warn: (message, meta) => logger.warn({ service: 'identity', ...meta }, message),
          error: (message, meta) => logger.error({ service: 'identity', ...meta }, message),
        },
        db,
        config: {
          ...createIdentityConfigFromEnv(process.env),
          issuer: config.identity.issuer,
          audience: config.identity.audience,
          publicBaseUrl: config.identity.publicBaseUrl,
          internalToken: config.identity.internalToken,
          outboxDir: process.env.OUTBOX_DIR ?? path.join(config.dataDir, 'outbox'),
          redisUrl: config.redisUrl,
        },
        seedDemoReaders: config.seedDemoReaders,
        webhookSecret: config.webhookSecret,
      }),
  },
  {
    name: 'users',
    prefix: '/user-api',
    readsOwnBody: true,
    create: (db, config, _logger, auth) =>
      createUsersService({
        db,
        verify: auth.verify,
        webhookSecret: config.webhookSecret,
        internalToken: auth.internalToken,
        // the newsletter mails go where the identity service's go (SMTP_URL, else the site's outbox)
        mailer: createMailerFromEnv({
          ...process.env,
          OUTBOX_DIR: process.env.OUTBOX_DIR ?? path.join(config.dataDir, 'outbox'),
        }),
      }),
  },
  {
    name: 'payments',
    prefix: '/payments',
    readsOwnBody: true,
    // Purchases are announced to the users service, role grants to the identity service, through the gateway's own
    // public paths, wherever they run.
    create: (db, config, logger, auth) =>
      createPaymentsService({
        db,
        verifyToken: auth.verify,
        seedDemoWallets: config.seedDemoReaders,
        webhookTargets: [new URL('/user-api/webhooks/payments', config.selfUrl).href],
        roleWebhookTargets: [new URL('/cms/webhooks/payments', config.selfUrl).href],
        webhookSecret: config.webhookSecret,
        logger: logger.child({ service: 'payments' }),
      }),
  },
  {
    name: 'paywall',
    prefix: '/paywall',
    create: (db, _config, _logger, auth) =>
      createPaywallService({ db, verify: auth.verify, internalToken: auth.internalToken }),
  },
];

/**
 * Mounts each upstream service under its public prefix: in-process on the shared database by default, or as a
 * proxy to <NAME>_URL when that is set (the service then runs as its own process, same paths either way).
 * The gateway tells every upstream which brand the request is for in x-mandator. `close()` releases what the
 * in-process services opened; `inProcess` holds the routers of the services mounted in-process, for calls that need
 * no trip through HTTP (a page's content data).
 */
export async function mountUpstreams(
  app: Express,
  config: GatewayConfig,
  db: Db,
  logger: Logger,
  auth: UpstreamAuth,
): Promise<{ close(): Promise<void>; inProcess: Partial<Record<UpstreamName, Router>> }> {
  const closers: (() => Promise<void>)[] = [];
  const inProcess: Partial<Record<UpstreamName, Router>> = {};
  for (const upstream of upstreams) {
    const url = config.upstreamUrls[upstream.name];
    const setMandator: express.RequestHandler = async (req, res, next) => {
      req.headers['x-mandator'] = (res.locals.mandator as { id: string }).id;
      // The reader's IP for rate limits: only the gateway's own calls may name another one.
      if (req.headers['x-internal-token'] !== auth.internalToken) {
        req.headers['x-client-ip'] = req.ip ?? '0.0.0.0';
        delete req.headers['x-internal-token'];
        // Only the gateway passes a content grant of the paywall service upstream, never a reader.
        delete req.headers[CONTENT_GRANT_HEADER];
      }
      // The session cookies act for the reader on their own: a state-changing request that relies on them must come
      // from this site's pages (CSRF). A request with its own Authorization header does not use them.
      const carriesSession =
        readCookie(req, ID_COOKIE) !== undefined || readCookie(req, REFRESH_COOKIE) !== undefined;
      if (carriesSession && !req.headers.authorization && isUnsafeMethod(req.method) && !isSameOrigin(req)) {
        res.status(403).json(csrfCheckFailed);
        return;
      }
      // The reader's verified (if need be renewed) identity token travels upstream as a bearer token; an invalid
      // one never does, and the session cookies themselves stay with the gateway.
      if (!req.headers.authorization) {
        const session = await auth.resolveSession(req, res);
        if (session) req.headers.authorization = `Bearer ${session.jwt}`;
      }
      const cookie = withoutSessionCookies(req.headers.cookie);
      if (cookie === undefined) delete req.headers.cookie;
      else req.headers.cookie = cookie;
      next();
    };
    if (url) {
      logger.info({ upstream: upstream.name, url }, 'proxying upstream');
      const breaker = createCircuitBreaker({ cooldownMs: config.breakerCooldownMs });
      const guard: express.RequestHandler = (_req, res, next) => {
        if (breaker.allow()) return next();
        sendUpstreamUnavailable(res);
      };
      const proxyWithTimeout = (proxyTimeout: number) =>
        createProxyMiddleware({
          target: url,
          changeOrigin: true,
          pathRewrite: (path) => `${upstream.prefix}${path}`,
          proxyTimeout,
          on: {
            proxyRes: (proxyRes) => {
              if ((proxyRes.statusCode ?? 500) >= 500) breaker.failed();
              else breaker.succeeded();
            },
            error: (err, _req, res) => {
              breaker.failed();
              if (breaker.state() === 'open')
                logger.warn({ upstream: upstream.name }, 'upstream circuit open');
              logger.warn({ err, upstream: upstream.name }, 'upstream unreachable');
              if ('writeHead' in res && !res.headersSent) sendUpstreamUnavailable(res);
            },
          },
        });
      const proxy = proxyWithTimeout(config.upstreamTimeoutMs);
      // the identity service's password checks are slow by design: only they wait the longer IDENTITY_TIMEOUT_MS
      const passwordCheckProxy =
        upstream.name === 'identity' ? proxyWithTimeout(config.passwordCheckTimeoutMs) : proxy;
      app.use(upstream.prefix, setMandator, guard, (req, res, next) =>
        isPasswordCheck(req.method, req.path) ? passwordCheckProxy(req, res, next) : proxy(req, res, next),
      );
    } else {
      const router = await upstream.create(db, config, logger, auth);
      if (router.close) closers.push(router.close);
      inProcess[upstream.name] = router;
      if (upstream.readsOwnBody) app.use(upstream.prefix, setMandator, router);
      else
        app.use(upstream.prefix, setMandator, express.json({ limit: upstream.bodyLimit ?? '100kb' }), router);
    }
  }
  return {
    inProcess,
    async close() {
      for (const close of closers) await close();
    },
  };
}
