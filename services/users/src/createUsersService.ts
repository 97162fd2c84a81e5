import path from 'node:path';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { createTokenVerifierFromEnv } from '@news/auth-verify/createTokenVerifierFromEnv';
import { createRevokedTokens } from '@news/auth-verify/createRevokedTokens';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { pingDb } from '@news/db/pingDb';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { authorizeUser } from './authorizeUser';
import { createArticleBookmarkRoutes } from './createArticleBookmarkRoutes';
import { createCreditPurchaseRoutes } from './createCreditPurchaseRoutes';
import { createFeedBookmarkRoutes } from './createFeedBookmarkRoutes';
import { createPersonalDataRoutes } from './createPersonalDataRoutes';
import { createReadArticleRoutes } from './createReadArticleRoutes';
import { createOnboardingRoutes } from './createOnboardingRoutes';
import { createPaymentsWebhookRoute } from './createPaymentsWebhookRoute';
import { UserApiError } from './UserApiError';
import type { Mailer } from '@news/mailer/Mailer';
import { createMailerFromEnv } from '@news/mailer/createMailerFromEnv';
import { createNewsletterRoutes, type NewsletterDeps } from './createNewsletterRoutes';
import { createReaderNewsletterRoutes } from './createReaderNewsletterRoutes';
import { defaultNewsletterLimits, type NewsletterLimits } from './newsletterRateLimit';
import { createUnsubscribeTokens } from './newsletterTokens';

export type UsersServiceOptions = {
  db: Db;
  /**
   * Verifies the reader's identity token. The gateway passes its own verifier when it mounts the service
   * in-process; by default (own process) the keys come from IDENTITY_JWKS_URL, see createTokenVerifierFromEnv, and
   * the logout deny-list from the same database (or REDIS_URL), see createRevokedTokens.
   */
  verify?: TokenVerifier;
  /** The shared webhook secret (readWebhookSecret) that signs the payments service's announcements. */
  webhookSecret: string;
  /**
   * The gateway's internal token (`x-internal-token`): only calls with it may start a newsletter subscription or
   * send an issue (they name the newsletter's title and the brand's origin). Empty: nobody may.
   */
  internalToken: string;
  /** Sends the newsletter mails. Default: createMailerFromEnv (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** Subscription requests per hour per client address and per e-mail address. */
  newsletterLimits?: NewsletterLimits;
  /** How long a newsletter confirmation link is valid (default 48 hours). */
  newsletterConfirmationHours?: number;
};

/**
 * The users service (spec §7 "User API"). Mount the returned router at `/user-api`, with no body parser in front
 * (the webhook is signed over its raw body); the reader's routes live under `/mandators/{mandator}/users/{ssoId}`
 * and need the reader's own identity token. `/webhooks/payments` needs no reader: a valid signature instead.
 */
export async function createUsersService(opts: UsersServiceOptions): Promise<Router> {
  const { db } = opts;
  const verify = opts.verify ?? (await ownVerifier(db));
  await migrate(db, { schema: 'users', migrationsDir: path.join(__dirname, '..', 'migrations') });

  const newsletters: NewsletterDeps = {
    db,
    mailer: opts.mailer ?? createMailerFromEnv(process.env),
    unsubscribeTokens: createUnsubscribeTokens(opts.webhookSecret),
    confirmationTtlHours: opts.newsletterConfirmationHours ?? 48,
    limits: opts.newsletterLimits ?? defaultNewsletterLimits,
    internalToken: opts.internalToken,
  };

  const router = express.Router();
  // every answer is one reader's data (or the webhook's receipt): never stored by a browser or a shared cache
  router.use((_req, res, next) => {
    res.set('cache-control', 'private, no-store');
    next();
  });
  router.use(createPaymentsWebhookRoute(db, opts.webhookSecret));
  router.use(express.json({ limit: '16kb' }));

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  router.use(createNewsletterRoutes(newsletters));

  const user = express.Router();
  user.use(createOnboardingRoutes(db));
  user.use(createArticleBookmarkRoutes(db));
  user.use(createFeedBookmarkRoutes(db, 'region'));
  user.use(createFeedBookmarkRoutes(db, 'tag'));
  user.use(createCreditPurchaseRoutes(db));
  user.use(createReadArticleRoutes(db));
  user.use(createPersonalDataRoutes(db));
  user.use(createReaderNewsletterRoutes(newsletters));
  router.use('/mandators/:mandator/users/:ssoId', authorizeUser(verify), user);

  router.use(() => {
    throw new UserApiError(404, 'not_found', 'Nicht gefunden.');
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof UserApiError) {
      res.status(err.status).json(err.body);
      return;
    }
    // body-parser's refusals (malformed JSON, too large) carry a 4xx status
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ status, code: 'bad_request', message: 'Die Anfrage ist ungültig.' });
      return;
    }
    console.error(`[users] ${req.method} ${req.originalUrl} failed:`, err);
    res.status(500).json({
      status: 500,
      code: 'internal_error',
      message: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    });
  });

  return router;
}

async function ownVerifier(db: Db): Promise<TokenVerifier> {
  const revoked = await createRevokedTokens({ db, redisUrl: process.env.REDIS_URL?.trim() || undefined });
  return createTokenVerifierFromEnv(process.env, revoked.isRevoked);
}
