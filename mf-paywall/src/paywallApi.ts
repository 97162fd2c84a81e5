import { apiErrorSchema } from '@news/contracts/apiError';
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

/**
 * The paywall's calls to the app server (same origin; the session travels in httpOnly cookies, the browser never
 * holds a token). Every answer is validated where it enters.
 */

/** How long the reader waits for a decision before the fallback template takes the box (spec §4). */
export const DECISION_TIMEOUT_MS = 3000;

const post = (path: string, body: unknown, signal?: AbortSignal): Promise<Response> =>
  fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

/** The machine-readable code of an error answer (`{ status, code, message }`). */
async function errorCode(res: Response): Promise<string | null> {
  const body: unknown = await res.json().catch(() => null);
  const api = apiErrorSchema.safeParse(body);
  return api.success ? api.data.code : null;
}

/** POST /api/paywall/decision; throws on a failure, a timeout or an answer of the wrong shape. */
export async function postPaywallDecision(request: PaywallRequest): Promise<PaywallDecisionAnswer> {
  const res = await post('/api/paywall/decision', request, AbortSignal.timeout(DECISION_TIMEOUT_MS));
  if (!res.ok) throw new Error(`/api/paywall/decision answered ${res.status}`);
  return paywallDecisionAnswerSchema.parse(await res.json());
}

export type LinkTokenCheck =
  { kind: 'valid'; info: LinkTokenInfo } | { kind: 'expired' } | { kind: 'invalid'; reason: string };

/** POST /api/gift-token/validate (spec §7): expired is the server's ERR_JWT_EXPIRED, anything else invalid. */
export async function validateLinkToken(token: string): Promise<LinkTokenCheck> {
  let res: Response;
  try {
    res = await post('/api/gift-token/validate', { token });
  } catch (error) {
    return { kind: 'invalid', reason: `unreachable: ${String(error)}` };
  }
  if (res.ok) {
    const info = linkTokenInfoSchema.safeParse(await res.json().catch(() => null));
    return info.success
      ? { kind: 'valid', info: info.data }
      : { kind: 'invalid', reason: 'answer of the wrong shape' };
  }
  const code = await errorCode(res);
  return code === LINK_TOKEN_EXPIRED
    ? { kind: 'expired' }
    : { kind: 'invalid', reason: code ?? `status ${res.status}` };
}

export type CreditSpending =
  { kind: 'bought'; answer: CreditUseAnswer } | { kind: 'no-credits' } | { kind: 'failed' };

/** POST /api/plenigo/credits/use (spec §7): the new credit count, or 409 no_credits_left. */
export async function spendCredit(body: CreditUseBody): Promise<CreditSpending> {
  try {
    const res = await post('/api/plenigo/credits/use', body);
    if (res.ok) {
      const answer = creditUseAnswerSchema.safeParse(await res.json().catch(() => null));
      if (answer.success) return { kind: 'bought', answer: answer.data };
      console.error('[mf-paywall] error while using credit: answer of the wrong shape');
      return { kind: 'failed' };
    }
    if (res.status === 409 && (await errorCode(res)) === 'no_credits_left') return { kind: 'no-credits' };
    console.error(`[mf-paywall] error while using credit: status ${res.status}`);
  } catch (error) {
    console.error('[mf-paywall] error while using credit', error);
  }
  return { kind: 'failed' };
}

/** GET /api/paywall/gift-links/quota: the giver's gift links this month. */
export async function fetchGiftQuota(): Promise<GiftQuota> {
  const res = await fetch('/api/paywall/gift-links/quota', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`/api/paywall/gift-links/quota answered ${res.status}`);
  return giftQuotaSchema.parse(await res.json());
}

export type GiftLinkResult =
  { kind: 'created'; link: GiftLink } | { kind: 'refused'; code: string } | { kind: 'failed' };

/** POST /api/paywall/gift-links: 201 with the link; 403 gift_links_plus_only, 429 gift_quota_exhausted. */
export async function createGiftLink(articleId: number): Promise<GiftLinkResult> {
  try {
    const res = await post('/api/paywall/gift-links', { articleId });
    if (res.ok) {
      const link = giftLinkSchema.safeParse(await res.json().catch(() => null));
      return link.success ? { kind: 'created', link: link.data } : { kind: 'failed' };
    }
    const code = res.status < 500 ? await errorCode(res) : null;
    return code ? { kind: 'refused', code } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
