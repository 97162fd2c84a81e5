import { randomUUID } from 'node:crypto';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import { LINK_TOKEN_PARAM } from '@news/contracts/giftToken';
import {
  giftLinkBodySchema,
  giftLinkSchema,
  giftQuotaSchema,
  NO_PAYWALL_SCOPE,
  type GiftQuota,
} from '@news/contracts/paywallApi';
import type { Db, DbTx } from '@news/db/createDb';
import express, { type Request, type Router } from 'express';
import { loadBrandRules, type BrandRules } from './loadBrandRules';
import type { PaywallKeys } from './loadPaywallKeys';
import { parseBody } from './parseBody';
import { PaywallApiError } from './PaywallApiError';
import { readReader } from './readReader';
import { signLinkToken } from './signLinkToken';

/** Gift links count per calendar month of the publishers' time zone. */
const MONTH_START = `date_trunc('month', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin'`;

async function usedThisMonth(db: DbTx, mandator: string, giver: string): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `select count(*)::int as used from paywall.gift_links
      where mandator = $1 and giver = $2 and created_at >= ${MONTH_START}`,
    [mandator, giver],
  );
  return rows[0]?.used ?? 0;
}

const quota = (rules: BrandRules, used: number): GiftQuota =>
  giftQuotaSchema.parse({
    limit: rules.giftLinksPerMonth,
    remaining: Math.max(0, rules.giftLinksPerMonth - used),
  });

/**
 * Gift links of plus readers (Bearer identity token with PLUS_USER; without a valid token 401, other readers 403):
 * POST /gift-links `{ articleId }` creates one (201 giftLinkSchema) while the monthly quota lasts (then 429
 * gift_quota_exhausted); counting and creating happen in one transaction under the giver's lock, so parallel
 * requests never pass the quota. GET /gift-links/quota answers `{ limit, remaining }`.
 */
export function createGiftLinkRoutes(
  db: Db,
  verify: TokenVerifier,
  keys: PaywallKeys,
  /** Every new link's lifetime instead of the brand rule's days (GIFT_LINK_TTL_SECONDS). */
  ttlSeconds?: number,
): Router {
  const router = express.Router();

  const giverOf = async (req: Request) => {
    const reader = await readReader(verify, req.get('authorization'));
    if (reader.kind === 'anonymous')
      throw new PaywallApiError(401, 'login_required', 'Bitte melden Sie sich an.');
    if (!reader.roles.includes('PLUS_USER'))
      throw new PaywallApiError(
        403,
        'gift_links_plus_only',
        'Geschenk-Links können nur Abonnentinnen und Abonnenten von plus verschenken.',
      );
    return reader.ssoId;
  };

  router.get('/gift-links/quota', async (req, res) => {
    const rules = await loadBrandRules(db, req.get('x-mandator'));
    const giver = await giverOf(req);
    res.set('cache-control', 'private, no-store');
    res.json(quota(rules, await usedThisMonth(db, rules.mandator, giver)));
  });

  router.post('/gift-links', async (req, res) => {
    const rules = await loadBrandRules(db, req.get('x-mandator'));
    const giver = await giverOf(req);
    const { articleId } = parseBody(
      giftLinkBodySchema,
      req.body,
      'invalid_article_id',
      'Bitte geben Sie einen gültigen Artikel an.',
    );
    const jti = randomUUID();
    const { expiresAt, used } = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `paywall.gift:${rules.mandator}:${giver}`,
      ]);
      const before = await usedThisMonth(tx, rules.mandator, giver);
      if (before >= rules.giftLinksPerMonth)
        throw new PaywallApiError(
          429,
          'gift_quota_exhausted',
          'Sie haben diesen Monat alle Geschenk-Links verschenkt.',
        );
      const { rows } = await tx.query<{ expires_at: Date | string }>(
        `insert into paywall.gift_links (jti, mandator, giver, article_id, expires_at)
         values ($1, $2, $3, $4, date_trunc('second', now()) + make_interval(secs => $5))
         returning expires_at`,
        [jti, rules.mandator, giver, articleId, ttlSeconds ?? rules.giftLinkTtlDays * 86_400],
      );
      return { expiresAt: new Date(rows[0]!.expires_at), used: before + 1 };
    });
    const token = await signLinkToken(keys, {
      jti,
      giver,
      brand: rules.mandator,
      articleId,
      scope: NO_PAYWALL_SCOPE,
      tokenType: 'gift',
      expiresAt,
    });
    res.status(201).set('cache-control', 'private, no-store');
    res.json(
      giftLinkSchema.parse({
        path: `/${articleId}?${LINK_TOKEN_PARAM}=${token}`,
        token,
        expiresAt: expiresAt.toISOString(),
        quota: quota(rules, used),
      }),
    );
  });
  return router;
}
