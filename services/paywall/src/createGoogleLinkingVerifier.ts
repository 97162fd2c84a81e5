import { gaaVerifierAnswerSchema, type GaaParams } from '@news/contracts/paywallApi';

/** Google's answer for a subscription-linking context: unlocked, locked, or not decided (yet). */
export type GoogleLinkingVerifier = (params: GaaParams) => Promise<'unlocked' | 'locked' | 'undecided'>;

/** How long the decision waits for the verifier before it counts as undecided. */
export const GOOGLE_LINKING_TIMEOUT_MS = 300;

/**
 * Asks the verifier at `url` (POST of the four gaa_* parameters as JSON, answer gaaVerifierAnswerSchema). No
 * answer within `timeoutMs` is `undecided` (Google has not decided: the article stays open, spec §4); an error
 * answer, a malformed one or an unreachable verifier is `locked`, so a broken verifier opens nothing.
 */
export function createGoogleLinkingVerifier(opts: {
  url: string;
  timeoutMs?: number;
  onError?: (err: unknown) => void;
}): GoogleLinkingVerifier {
  const timeoutMs = opts.timeoutMs ?? GOOGLE_LINKING_TIMEOUT_MS;
  return async (params) => {
    try {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`Google linking verifier answered ${res.status}`);
      return gaaVerifierAnswerSchema.parse(await res.json()).state;
    } catch (err) {
      if ((err as { name?: string }).name === 'TimeoutError') return 'undecided';
      opts.onError?.(err);
      return 'locked';
    }
  };
}

/** The verifier of `GAA_VERIFIER_URL`, or none: without one, no request is in a Google linking context. */
export function createGoogleLinkingVerifierFromEnv(
  env: NodeJS.ProcessEnv,
  onError?: (err: unknown) => void,
): GoogleLinkingVerifier | undefined {
  const url = env.GAA_VERIFIER_URL?.trim();
  return url ? createGoogleLinkingVerifier({ url, onError }) : undefined;
}
