import { LINK_TOKEN_PARAM, linkTokenSchema, type GiftMark } from '@news/contracts/giftToken';
import type { PageData } from '@news/contracts/pageData';

/**
 * The `gift-article` route middleware of the article route (spec §2), run only for brands with the gift variant
 * (mandator feature giftArticles). A paywalled article opened with `?link-token=…` is marked with the token for
 * the paywall: `gift: { state: 'pending', token }`, or `{ state: 'invalid' }` when the value cannot be a token.
 * Free articles and articles without the parameter stay as they are (nothing to unlock).
 *
 * Boundary: this check only reads and shape-checks the token. Whether it is genuine, unexpired and for this
 * article (spec §5 "The link token must be accepted by the server"; ERR_JWT_EXPIRED → expired, anything else →
 * invalid) is decided by the paywall service: mf-paywall sends the token to POST /api/gift-token/validate, and the
 * body is released only by the content service against a content grant of the paywall service's decision. The
 * page data never carries paid text because of a token.
 */
export function applyGiftVariant(page: PageData, search: string): PageData {
  if (page.kind !== 'article' || !page.article.isPaywalled) return page;
  const raw = new URLSearchParams(search).get(LINK_TOKEN_PARAM)?.trim();
  if (!raw) return page;
  const token = linkTokenSchema.safeParse(raw);
  const gift: GiftMark = token.success ? { state: 'pending', token: token.data } : { state: 'invalid' };
  return { ...page, gift };
}
