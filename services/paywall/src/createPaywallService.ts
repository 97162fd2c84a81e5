import path from 'node:path';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import type { Db } from '@news/db/createDb';
import { migrate } from '@news/db/migrate';
import { pingDb } from '@news/db/pingDb';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { createAccessRoute } from './createAccessRoute';
import { createGiftLinkRoutes } from './createGiftLinkRoutes';
import {
  createGoogleLinkingVerifierFromEnv,
  type GoogleLinkingVerifier,
} from './createGoogleLinkingVerifier';
import { createLinkTokenRoutes } from './createLinkTokenRoutes';
import { loadPaywallKeys } from './loadPaywallKeys';
import { PaywallApiError } from './PaywallApiError';

export type PaywallServiceOptions = {
  db: Db;
  /** Verifies the reader's identity token (Bearer); the only source of the reader's roles. */
  verify: TokenVerifier;
  /** The gateway's internal token: POST /access answers only requests carrying it in x-internal-token. */
  internalToken: string;
  /**
   * Google subscription linking: asks Google's answer for a gaa_* context. Default: GAA_VERIFIER_URL, see
   * createGoogleLinkingVerifierFromEnv; without one, no request is in a Google linking context.
   */
  googleLinking?: GoogleLinkingVerifier;
  /**
   * How long every new gift link lives, in seconds, instead of the brand rule's days (GIFT_LINK_TTL_SECONDS: a
   * staging or test site whose links must expire soon). Default: the brand rules.
   */
  giftLinkTtlSeconds?: number;
};

/**
 * The paywall service, the one owner of the decision who may read a plus article (ARCHITECTURE §5). Mount the
 * returned router at `/paywall`; the gateway names the brand in `x-mandator` and passes the reader's identity
 * token as `Authorization: Bearer`.
 */
export async function createPaywallService(opts: PaywallServiceOptions): Promise<Router> {
  const { db, verify } = opts;
  if (opts.internalToken === '') throw new Error('paywall: an internal token is required');
  await migrate(db, { schema: 'paywall', migrationsDir: path.join(__dirname, '..', 'migrations') });
  const keys = await loadPaywallKeys(db);
  const googleLinking =
    opts.googleLinking ??
    createGoogleLinkingVerifierFromEnv(process.env, (err) =>
      console.warn('[paywall] Google linking verifier failed:', (err as Error).message),
    );

  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));

  router.get('/healthz', async (_req, res) => {
    if (await pingDb(db)) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.set('cache-control', 'public, max-age=300').json(keys.jwks);
  });
  router.use(createAccessRoute({ db, verify, keys, internalToken: opts.internalToken, googleLinking }));
  router.use(createLinkTokenRoutes(db, keys));
  router.use(
    createGiftLinkRoutes(db, verify, keys, opts.giftLinkTtlSeconds ?? giftLinkTtlSecondsFromEnv(process.env)),
  );

  router.use(() => {
    throw new PaywallApiError(404, 'not_found', 'Nicht gefunden.');
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof PaywallApiError) {
      res.status(err.status).json(err.body);
      return;
    }
    // body-parser's refusals (malformed JSON, too large) carry a 4xx status
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ status, code: 'bad_request', message: 'Die Anfrage ist ungültig.' });
      return;
    }
    console.error(`[paywall] ${req.method} ${req.originalUrl} failed:`, err);
    res.status(500).json({
      status: 500,
      code: 'internal_error',
      message: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    });
  });

  return router;
}

/** GIFT_LINK_TTL_SECONDS, when set: a whole number of seconds from 1 to one year. */
export function giftLinkTtlSecondsFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.GIFT_LINK_TTL_SECONDS?.trim();
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 366 * 86_400)
    throw new Error(`GIFT_LINK_TTL_SECONDS must be whole seconds from 1 to 31622400, got "${raw}"`);
  return seconds;
}
