import type { ContentRestriction } from '@news/contracts/content';
import type { LinkTokenState, PaywallRequest } from '@news/contracts/paywallApi';
import type { PaywallPageType } from './paywallMachine';

/** What the page knows for the paywall service (spec §3 "Paywall request payload"). */
export type PaywallRequestContext = {
  article: { id: number; contentRestriction: ContentRestriction; ressort: string };
  pageType: PaywallPageType;
  /** Path and query of the page (with its link token, if any; never the hash). */
  path: string;
  referrer: string;
  device: 'mobile' | 'desktop';
  /** The anonymous id of the shell's cookie ('' when there is none). */
  anonId: string;
  linkToken: { state: LinkTokenState; type?: string | undefined };
};

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The request payload of spec §3: the `_dm_*` inputs, the path and the anonymous id as the session. No `jwt`: the
 * browser has no token, the gateway adds the reader's identity itself. Over-long values are cut to the
 * contract's limits, so a long referrer never costs the reader the decision.
 */
export function buildPaywallRequest(ctx: PaywallRequestContext): PaywallRequest {
  const anonId = cut(ctx.anonId, 100);
  return {
    inputs: {
      _dm_ressort: cut(ctx.article.ressort, 200),
      _dm_contentRestriction: ctx.article.contentRestriction,
      _dm_referrer: cut(ctx.referrer, 2048),
      _dm_device: ctx.device,
      _dm_pageType: ctx.pageType,
      _dm_contentid: String(ctx.article.id),
      _anonId: anonId,
      _dm_linkTokenState: ctx.linkToken.state,
      _dm_linkTokenType: cut(ctx.linkToken.state === 'valid' ? (ctx.linkToken.type ?? '') : '', 40),
    },
    path: cut(ctx.path, 2048),
    session: anonId,
  };
}
