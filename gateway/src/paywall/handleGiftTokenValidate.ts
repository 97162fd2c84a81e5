import { apiError } from '@news/contracts/apiError';
import { giftTokenValidateBodySchema, linkTokenInfoSchema } from '@news/contracts/paywallApi';
import type { RequestHandler } from 'express';
import type { relayToService } from '../upstream/relayToService';

/** POST /api/gift-token/validate (spec §7): whether a link token is genuine, for which article. */
export function handleGiftTokenValidate(relay: ReturnType<typeof relayToService>): RequestHandler {
  return async (req, res) => {
    res.setHeader('cache-control', 'private, no-store');
    const body = giftTokenValidateBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(apiError(400, 'link_token_invalid', 'Dieser Geschenk-Link ist ungültig.'));
      return;
    }
    await relay(req, res, {
      method: 'POST',
      path: '/paywall/link-tokens/validate',
      body: body.data,
      schema: linkTokenInfoSchema,
    });
  };
}
