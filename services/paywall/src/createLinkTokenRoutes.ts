import {
  giftTokenValidateBodySchema,
  LINK_TOKEN_EXPIRED,
  LINK_TOKEN_INVALID,
  linkTokenInfoSchema,
} from '@news/contracts/paywallApi';
import type { Db } from '@news/db/createDb';
import express, { type Router } from 'express';
import { checkLinkToken } from './checkLinkToken';
import { loadBrandRules } from './loadBrandRules';
import type { PaywallKeys } from './loadPaywallKeys';
import { parseBody } from './parseBody';
import { PaywallApiError } from './PaywallApiError';

/**
 * POST /link-tokens/validate `{ token }`: the link-token check (spec §7). A genuine, unexpired token of this brand
 * answers `{ articleId, tokenType, scope }`; an expired one 400 link_token_expired (ERR_JWT_EXPIRED), anything else
 * 400 link_token_invalid.
 */
export function createLinkTokenRoutes(db: Db, keys: PaywallKeys): Router {
  const router = express.Router();
  router.post('/link-tokens/validate', async (req, res) => {
    const rules = await loadBrandRules(db, req.get('x-mandator'));
    const { token } = parseBody(
      giftTokenValidateBodySchema,
      req.body,
      LINK_TOKEN_INVALID,
      'Dieser Link ist ungültig.',
    );
    const check = await checkLinkToken(keys.jwks, token, rules.mandator);
    if (check.state === 'expired')
      throw new PaywallApiError(400, LINK_TOKEN_EXPIRED, 'Dieser Link ist abgelaufen.');
    if (check.state === 'invalid')
      throw new PaywallApiError(400, LINK_TOKEN_INVALID, 'Dieser Link ist ungültig.');
    const { articleId, tokenType, scope } = check.claims;
    res.set('cache-control', 'no-store');
    res.json(linkTokenInfoSchema.parse({ articleId, tokenType, scope }));
  });
  return router;
}
