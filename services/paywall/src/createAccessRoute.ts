import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import {
  accessDecisionSchema,
  accessFactsSchema,
  type AccessFacts,
  type LinkTokenState,
} from '@news/contracts/paywallApi';
import type { Db, DbTx } from '@news/db/createDb';
import express, { type Router } from 'express';
import { buildResults } from './buildResults';
import { checkLinkToken } from './checkLinkToken';
import type { GoogleLinkingVerifier } from './createGoogleLinkingVerifier';
import { decideAccess, type GoogleLinkingState } from './decideAccess';
import { hasInternalToken } from '@news/auth-verify/hasInternalToken';
import { isGoogleLinkingContext } from './isGoogleLinkingContext';
import { loadBrandRules } from './loadBrandRules';
import type { PaywallKeys } from './loadPaywallKeys';
import { parseBody } from './parseBody';
import { PaywallApiError } from './PaywallApiError';
import { personalise } from './personalise';
import { readReader, type Reader } from './readReader';
import { countMeterRead, lockMeter, readMeter } from './readMeter';
import { signContentGrant } from './signContentGrant';

export type AccessRouteDeps = {
  db: Db;
  verify: TokenVerifier;
  keys: PaywallKeys;
  internalToken: string;
  googleLinking: GoogleLinkingVerifier | undefined;
};

type PageLinkToken = { state: LinkTokenState; type?: string; scope: string[] };

/** The link token of the page, checked: valid only for this article and brand. */
async function linkTokenOf(keys: PaywallKeys, facts: AccessFacts, brand: string): Promise<PageLinkToken> {
  if (!facts.linkToken) return { state: 'none', scope: [] };
  const check = await checkLinkToken(keys.jwks, facts.linkToken, brand);
  if (check.state !== 'valid') return { state: check.state, scope: [] };
  const { claims } = check;
  return claims.articleId === facts.article.id
    ? { state: 'valid', type: claims.tokenType, scope: claims.scope.split(' ') }
    : { state: 'invalid', type: claims.tokenType, scope: [] };
}

/**
 * POST /access: the decision for one reader and one article (accessFactsSchema in, accessDecisionSchema out). Only
 * the gateway may ask (x-internal-token); the reader's roles come from the Bearer identity token alone. With
 * `consume`, a meter opening is counted and an open plus article comes with a content grant.
 */
export function createAccessRoute(deps: AccessRouteDeps): Router {
  const { db, verify, keys, internalToken, googleLinking } = deps;
  const router = express.Router();

  const askGoogle = async (facts: AccessFacts): Promise<GoogleLinkingState> =>
    facts.gaa && googleLinking && isGoogleLinkingContext(facts.gaa)
      ? googleLinking(facts.gaa.params)
      : 'none';

  router.post('/access', async (req, res) => {
    if (!hasInternalToken(req.get('x-internal-token'), internalToken))
      throw new PaywallApiError(403, 'forbidden', 'Kein Zugriff.');
    const rules = await loadBrandRules(db, req.get('x-mandator'));
    const facts = parseBody(
      accessFactsSchema,
      req.body,
      'invalid_access_facts',
      'Die Angaben zum Artikel sind ungültig.',
    );
    const reader = await readReader(verify, req.get('authorization'));
    const linkToken = await linkTokenOf(keys, facts, rules.mandator);
    // Google and the meter only matter for a plus article behind an enabled paywall (decision rules 1 and 2).
    const paywalled = rules.paywallEnabled && facts.article.contentRestriction === 'plus';
    const google = paywalled ? await askGoogle(facts) : 'none';
    const meterKey =
      paywalled && reader.kind === 'registered' && reader.emailVerified && rules.meterLimit > 0
        ? {
            mandator: rules.mandator,
            ssoId: reader.ssoId,
            articleId: facts.article.id,
            limit: rules.meterLimit,
            periodDays: rules.meterPeriodDays,
          }
        : undefined;

    const decide = async (tx: DbTx) => {
      const meter = meterKey ? await readMeter(tx, meterKey) : undefined;
      const answer = personalise({
        reader,
        registrationWall: rules.registrationWall,
        meter,
        _dm_linkTokenState: linkToken.state,
        walletCredits: facts.walletCredits,
        soldWithCredits: facts.article.soldWithCredits,
      });
      const decision = decideAccess({
        paywallEnabled: rules.paywallEnabled,
        article: facts.article,
        google,
        reader,
        purchasedAt: facts.purchasedAt,
        linkToken,
        personalisation: answer.template,
      });
      // counted only when the reader reads now and the meter is what opened the article
      if (facts.consume && meterKey && meter && !meter.counted && decision.reason === 'personalisation')
        await countMeterRead(tx, meterKey);
      return { answer, decision };
    };
    const { answer, decision } =
      meterKey && facts.consume
        ? await db.transaction(async (tx) => {
            // one reader's parallel reads never open more articles than the meter allows
            await lockMeter(tx, meterKey.mandator, meterKey.ssoId);
            return decide(tx);
          })
        : await decide(db);

    // The meter is shown where the personalisation answered (meter opening or locked), not for a plus reader.
    const fromPersonalisation = decision.reason === 'personalisation' || decision.reason === 'locked';
    const results = await buildResults(db, {
      mandator: rules.mandator,
      device: facts.device,
      template: decision.template,
      meter: fromPersonalisation ? answer.meter : undefined,
    });
    const grant =
      facts.consume && decision.open && facts.article.contentRestriction === 'plus'
        ? await signContentGrant(keys, {
            sub: grantSubject(reader, facts.anonId),
            art: facts.article.id,
            man: rules.mandator,
          })
        : undefined;
    res.set('cache-control', 'private, no-store');
    res.json(
      accessDecisionSchema.parse({
        open: decision.open,
        reason: decision.reason,
        linkToken: { state: linkToken.state, ...(linkToken.type ? { type: linkToken.type } : {}) },
        results,
        ...(grant ? { grant } : {}),
      }),
    );
  });
  return router;
}

/** Whom a grant is for: the reader's ssoId, or `anon:{anonId}` (e.g. a Google linking reader without a login). */
const grantSubject = (reader: Reader, anonId: string) =>
  reader.kind === 'registered' ? reader.ssoId : `anon:${anonId}`;
