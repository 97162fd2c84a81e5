import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { pingDb } from '@news/db/pingDb';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { clientIp } from './clientIp';
import { createAccountRoutes } from './createAccountRoutes';
import { createLocalAuthRoutes } from './createLocalAuthRoutes';
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore';
import { createRedisRateLimitStore } from './createRedisRateLimitStore';
import { createOutboxMailer } from '@news/mailer/createOutboxMailer';
import { createPaymentsWebhookRoute } from './createPaymentsWebhookRoute';
import { createSigningKeyStore, type SigningKeyStore } from './createSigningKeyStore';
import { createSmtpMailer } from '@news/mailer/createSmtpMailer';
import { createSocialAuthRoutes, type FetchLike } from './createSocialAuthRoutes';
import { closePasswordHashing, hashPassword } from './hashPassword';
import { ScryptPoolBusyError } from './createScryptPool';
import { resolveIdentityConfig, type IdentityConfig } from './identityConfig';
import type { IdentityContext, IdentityLogger } from './IdentityContext';
import { IdentityHttpError, messages } from './IdentityHttpError';

import type { Mailer } from '@news/mailer/Mailer';
import type { RateLimitStore } from './RateLimitStore';
import { createRevokedTokens, type RevokedTokens } from '@news/auth-verify/createRevokedTokens';
import { seedDemoReaders } from './seedDemoReaders';
import { sendIdentityError } from './sendIdentityError';

/** Seconds a reader waits before trying again when every password check is taken. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export type IdentityServiceOptions = {
  db: Db;
  config?: Partial<IdentityConfig>;
  /** Default: SMTP (nodemailer) when config.smtpUrl is set, otherwise the outbox in config.outboxDir. */
  mailer?: Mailer;
  /** Default: Redis when config.redisUrl is set (closed by router.close()), otherwise in process memory. */
  rateLimitStore?: RateLimitStore;
  /**
   * The logout deny-list; default: createRevokedTokens on the service's database or config.redisUrl (closed by
   * router.close()). The gateway passes the one its own verifier asks.
   */
  revokedTokens?: RevokedTokens;
  /** Add the demo readers (password Demo-Passwort-2026); never in production unless asked for explicitly. */
  seedDemoReaders?: boolean;
  /** Tag id of the demo tag subscription reader (PLUS-TAG-{id}). */
  plusTagId?: number;
  logger?: IdentityLogger;
  /**
   * The shared webhook secret (readWebhookSecret): with it, the payments service's role grants are heard at
   * POST /webhooks/payments; without it that path does not exist.
   */
  webhookSecret?: string;
  /** For the OAuth code exchange (tests). */
  fetch?: FetchLike;
};

/** The router plus what operators and tests need besides HTTP. */
export type IdentityRouter = Router & {
  /**
   * Adds a new signing key, published at once and signing after config.keyPublishAheadSeconds (or the given time);
   * the old public key stays in the JWKS until its tokens have expired. Answers the new kid.
   */
  rotateSigningKey(opts?: { publishAheadSeconds?: number }): Promise<string>;
  /** Resolves once the mails and other work started after answers so far are done. */
  settled(): Promise<void>;
  /** Waits for that work, closes the rate-limit store the service opened itself and ends the hashing workers. */
  close(): Promise<void>;
  keys: SigningKeyStore;
  config: IdentityConfig;
};

const consoleLogger: IdentityLogger = {
  info: (message, meta) => console.info(`[identity] ${message}`, meta ?? ''),
  warn: (message, meta) => console.warn(`[identity] ${message}`, meta ?? ''),
  error: (message, meta) => console.error(`[identity] ${message}`, meta ?? ''),
};

const jsonRequiredError = () =>
  new IdentityHttpError(415, 'ValidationError', messages.invalidInput, { reason: 'json_required' });

/** Clock skew allowed to verifiers when deciding how long a retired key stays published. */
const KEY_RETAIN_SKEW_SECONDS = 300;

/**
 * The identity service (content-system auth API, spec §7). Mount the returned router at `/cms`. Expects the client
 * IP in `x-client-ip` (set by the gateway) unless config.trustClientIpHeader is false.
 */
export async function createIdentityService(opts: IdentityServiceOptions): Promise<IdentityRouter> {
  const { db } = opts;
  const config = resolveIdentityConfig(opts.config);
  const logger = opts.logger ?? consoleLogger;
  await migrate(db, { schema: 'identity', migrationsDir: path.join(__dirname, '..', 'migrations') });
  if (opts.seedDemoReaders) {
    const added = await seedDemoReaders(db, { plusTagId: opts.plusTagId, scryptLogN: config.scryptLogN });
    if (added > 0) logger.info('demo readers added', { added });
  }
  const keys = await createSigningKeyStore(db, {
    keySecret: config.keySecret,
    retainSeconds: config.accessTokenTtlSeconds + KEY_RETAIN_SKEW_SECONDS,
  });
  await keys.current(); // fails fast on an undecryptable key

  const pending = new Set<Promise<void>>();
  const rateLimitStore =
    opts.rateLimitStore ??
    (config.redisUrl
      ? createRedisRateLimitStore(config.redisUrl, {
          onError: (err) =>
            logger.error('rate limits fall back to memory', { error: (err as Error).message }),
        })
      : createMemoryRateLimitStore());
  const revokedTokens = opts.revokedTokens ?? (await createRevokedTokens({ db, redisUrl: config.redisUrl }));
  const ctx: IdentityContext = {
    db,
    config,
    keys,
    revokedTokens,
    mailer:
      opts.mailer ??
      (config.smtpUrl
        ? createSmtpMailer({ transport: config.smtpUrl, from: config.mailFrom })
        : createOutboxMailer(config.outboxDir, { from: config.mailFrom })),
    rateLimitStore,
    logger,
    dummyHash: await hashPassword(randomBytes(16).toString('hex'), config.scryptLogN),
    ip: (req) => clientIp(req, config.trustClientIpHeader, config.internalToken),
    background(label, work) {
      const p = work()
        .catch((err: unknown) => logger.error(`${label} failed`, { error: (err as Error).message }))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
  };

  const router = express.Router();
  // Signed by the payments service, not posted by a browser: it reads its raw body itself.
  if (opts.webhookSecret)
    router.use(
      createPaymentsWebhookRoute(db, opts.webhookSecret, {
        mailer: ctx.mailer,
        publicBaseUrl: ctx.config.publicBaseUrl,
      }),
    );
  // State changes take JSON only: no HTML form of another site can post here (CSRF), whatever cookies come along.
  router.use((req, _res, next) => {
    const unsafe = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    next(unsafe && !req.is('application/json') ? jsonRequiredError() : undefined);
  });
  router.use(express.json({ limit: '16kb' }));

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  router.get('/.well-known/jwks.json', async (_req, res) => {
    res.set('cache-control', 'public, max-age=60').json(await keys.jwks());
  });

  router.use((_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });
  router.use(createLocalAuthRoutes(ctx));
  router.use(createAccountRoutes(ctx));
  router.use(createSocialAuthRoutes(ctx, opts.fetch));

  router.use((_req, res) => sendIdentityError(res, 404, 'NotFoundError', messages.notFound));

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof IdentityHttpError) {
      res.set(err.headers);
      return sendIdentityError(res, err.status, err.errorName, err.message, err.details);
    }
    if (err instanceof ScryptPoolBusyError) {
      // every password check is taken: a quick "try again shortly" instead of a queue that grows without bound
      res.set('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return sendIdentityError(res, 503, 'ServiceUnavailableError', messages.busy);
    }
    const type = (err as { type?: unknown }).type;
    if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return sendIdentityError(res, 400, 'ValidationError', messages.invalidInput);
    }
    if (type === 'entity.too.large') {
      return sendIdentityError(res, 413, 'PayloadTooLargeError', messages.payloadTooLarge);
    }
    logger.error(`${req.method} ${req.path} failed`, { error: (err as Error)?.message ?? String(err) });
    sendIdentityError(res, 500, 'InternalServerError', messages.internal);
  });

  const settled = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return Object.assign(router, {
    rotateSigningKey: (o: { publishAheadSeconds?: number } = {}) =>
      keys.rotate({ publishAheadSeconds: o.publishAheadSeconds ?? config.keyPublishAheadSeconds }),
    settled,
    async close() {
      await settled();
      if (!opts.rateLimitStore) await rateLimitStore.close();
      if (!opts.revokedTokens) await revokedTokens.close();
      await closePasswordHashing();
    },
    keys,
    config,
  });
}
