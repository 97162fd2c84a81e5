import {
  giftLinkSchema,
  giftQuotaSchema,
  LINK_TOKEN_EXPIRED,
  linkTokenInfoSchema,
  paywallDecisionAnswerSchema,
  type GiftLink,
  type GiftQuota,
  type LinkTokenInfo,
  type PaywallDecisionAnswer,
  type PaywallRequest,
} from '@news/contracts/paywallApi';
import { creditUseAnswerSchema, type CreditUseAnswer, type CreditUseBody } from '@news/contracts/paymentsApi';
import { HttpError } from '@news/http-client/createHttpClient';
import { apiClient } from './apiClient';

/**
 * The paywall's calls to the app server (same origin; the session travels in httpOnly cookies, the browser never
 * holds a token). Every answer is validated where it enters.
 */

/** How long the reader waits for a decision before the fallback template takes the box (spec §4). */
export const DECISION_TIMEOUT_MS = 3000;

const post = (path: string, json: unknown, signal?: AbortSignal): Promise<unknown> =>
  apiClient.request(path, {
    method: 'POST',
    credentials: 'same-origin',
    json,
    ...(signal ? { signal } : {}),
  });

/** The machine-readable code of a refusal (`{ status, code, message }`), or null for any other failure. */
const codeOf = (error: unknown): string | null => (error instanceof HttpError && error.code) || null;

/** POST /api/paywall/decision; throws on a failure, a timeout or an answer of the wrong shape. */
export async function postPaywallDecision(request: PaywallRequest): Promise<PaywallDecisionAnswer> {
  const answer = await post('/api/paywall/decision', request, AbortSignal.timeout(DECISION_TIMEOUT_MS));
  return paywallDecisionAnswerSchema.parse(answer);
}

export type LinkTokenCheck =
  { kind: 'valid'; info: LinkTokenInfo } | { kind: 'expired' } | { kind: 'invalid'; reason: string };

/** POST /api/gift-token/validate (spec §7): expired is the server's ERR_JWT_EXPIRED, anything else invalid. */
export async function validateLinkToken(token: string): Promise<LinkTokenCheck> {
  let answer: unknown;
  try {
    answer = await post('/api/gift-token/validate', { token });
  } catch (error) {
    const code = codeOf(error);
    // the reason is logged: the server's code, else what failed (the status or the lost connection)
    return code === LINK_TOKEN_EXPIRED
      ? { kind: 'expired' }
      : { kind: 'invalid', reason: code ?? String(error) };
  }
  const info = linkTokenInfoSchema.safeParse(answer);
  return info.success
    ? { kind: 'valid', info: info.data }
    : { kind: 'invalid', reason: 'answer of the wrong shape' };
}

export type CreditSpending =
  { kind: 'bought'; answer: CreditUseAnswer } | { kind: 'no-credits' } | { kind: 'failed' };

/** POST /api/plenigo/credits/use (spec §7): the new credit count, or 409 no_credits_left. */
export async function spendCredit(body: CreditUseBody): Promise<CreditSpending> {
  try {
    const answer = creditUseAnswerSchema.safeParse(await post('/api/plenigo/credits/use', body));
    if (answer.success) return { kind: 'bought', answer: answer.data };
    console.error('[mf-paywall] error while using credit: answer of the wrong shape');
  } catch (error) {
    if (error instanceof HttpError && error.status === 409 && error.code === 'no_credits_left')
      return { kind: 'no-credits' };
    console.error(`[mf-paywall] error while using credit: ${String(error)}`);
  }
  return { kind: 'failed' };
}

/** GET /api/paywall/gift-links/quota: the giver's gift links this month. */
export async function fetchGiftQuota(): Promise<GiftQuota> {
  return giftQuotaSchema.parse(
    await apiClient.request('/api/paywall/gift-links/quota', { credentials: 'same-origin' }),
  );
}

export type GiftLinkResult =
  { kind: 'created'; link: GiftLink } | { kind: 'refused'; code: string } | { kind: 'failed' };

/** POST /api/paywall/gift-links: 201 with the link; 403 gift_links_plus_only, 429 gift_quota_exhausted. */
export async function createGiftLink(articleId: number): Promise<GiftLinkResult> {
  try {
    const link = giftLinkSchema.safeParse(await post('/api/paywall/gift-links', { articleId }));
    return link.success ? { kind: 'created', link: link.data } : { kind: 'failed' };
  } catch (error) {
    const code = error instanceof HttpError && error.status < 500 ? codeOf(error) : null;
    return code ? { kind: 'refused', code } : { kind: 'failed' };
  }
}
