import { apiError } from '@news/contracts/apiError';
import { giftLinkBodySchema, giftLinkSchema } from '@news/contracts/paywallApi';
import type { RequestHandler } from 'express';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requireReader } from '../auth/requireReader';
import type { relayToService } from '../upstream/relayToService';

/** POST /api/paywall/gift-links: a plus reader gives an article away (the paywall service keeps the quota). */
export function handleCreateGiftLink(
  relay: ReturnType<typeof relayToService>,
  resolveSession: SessionResolver,
): RequestHandler {
  return async (req, res) => {
    const body = giftLinkBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(apiError(400, 'invalid_article_id', 'Die Artikel-ID ist ungültig.'));
      return;
    }
    const session = await requireReader(resolveSession, req, res);
    if (!session) return;
    await relay(req, res, {
      method: 'POST',
      path: '/paywall/gift-links',
      body: body.data,
      jwt: session.jwt,
      schema: giftLinkSchema,
    });
  };
}
