import { LINK_TOKEN_PARAM, type GiftMark } from '@news/contracts/giftToken';
import type { LinkTokenState } from '@news/contracts/paywallApi';
import type { LinkTokenCheck } from './paywallApi';

export type LinkToken = { state: LinkTokenState; type?: string };

/**
 * spec §4 "Link token states" from the page's gift mark: none without a token; valid when the server accepts it
 * for this article; invalid on a mismatch or any other error; expired on the server's ERR_JWT_EXPIRED. The
 * server's check is passed in (only the gateway can verify a token).
 */
export async function linkTokenState(
  gift: GiftMark | undefined,
  articleId: number,
  validate: (token: string) => Promise<LinkTokenCheck>,
): Promise<{ token: LinkToken; failure: string | null }> {
  if (gift === undefined) return { token: { state: 'none' }, failure: null };
  if (gift.state === 'invalid') return { token: { state: 'invalid' }, failure: 'not a token' };
  const check = await validate(gift.token);
  if (check.kind === 'expired') return { token: { state: 'expired' }, failure: 'expired (ERR_JWT_EXPIRED)' };
  if (check.kind === 'invalid') return { token: { state: 'invalid' }, failure: check.reason };
  if (check.info.articleId !== articleId)
    return { token: { state: 'invalid' }, failure: `for article ${check.info.articleId}, not ${articleId}` };
  return { token: { state: 'valid', type: check.info.tokenType }, failure: null };
}

/** The address without its `link-token` parameter (path, the other parameters and the hash stay). */
export function withoutLinkToken(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(LINK_TOKEN_PARAM);
  const query = params.toString();
  return `${url.pathname}${query === '' ? '' : `?${query}`}${url.hash}`;
}
