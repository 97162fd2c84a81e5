import { apiError } from '@news/contracts/apiError';
import { LINK_TOKEN_PARAM } from '@news/contracts/giftToken';
import { paywallRequestSchema, type PaywallDecisionAnswer } from '@news/contracts/paywallApi';
import type { RequestHandler } from 'express';
import type { Entitlement } from '../entitlement/createEntitlement';
import { sendUpstreamUnavailable } from '../upstream/sendUpstreamUnavailable';
import { articleNotFound } from './articleNotFound';

const invalidRequest = apiError(400, 'invalid_request', 'Die Anfrage ist ungültig.');

/** POST /api/paywall/decision (spec §3 payload, `?link-token=` of the page): the results for the paywall box. */
export function handlePaywallDecision(deps: { entitlement: Entitlement }): RequestHandler {
  return async (req, res) => {
    const body = paywallRequestSchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(invalidRequest);
      return;
    }
    const articleId = Number(body.data.inputs._dm_contentid);
    // the page's address: its link token (a gift) counts for the decision as on the page itself
    const pageLinkToken = new URL(body.data.path, 'http://page.invalid').searchParams.get(LINK_TOKEN_PARAM);
    const decided = await deps.entitlement.decide(req, res, {
      articleId,
      consume: false,
      path: body.data.path,
      linkToken: pageLinkToken,
    });
    if (decided.kind === 'not-found') {
      res.status(404).json(articleNotFound);
      return;
    }
    if (decided.kind === 'unavailable') {
      sendUpstreamUnavailable(res);
      return;
    }
    const { results, linkToken } = decided.decision;
    res.json({ results, linkToken } satisfies PaywallDecisionAnswer);
  };
}
