import type { ContentRestriction } from '@news/contracts/content';
import type { AccessReason, LinkTokenState, PaywallTemplate } from '@news/contracts/paywallApi';
import { NO_PAYWALL_SCOPE } from '@news/contracts/paywallApi';
import type { Reader } from './readReader';

/** Google's answer in a subscription-linking context, or `none` when the request is not in one. */
export type GoogleLinkingState = 'none' | 'unlocked' | 'locked' | 'undecided';

/** Everything the decision depends on, as plain values (spec §4 "Decision order", ARCHITECTURE §5). */
export type AccessInput = {
  paywallEnabled: boolean;
  article: { contentRestriction: ContentRestriction; tagIds: readonly number[] };
  google: GoogleLinkingState;
  /** Roles only from the verified identity token. */
  reader: Reader;
  /** When this reader bought this article with a credit, or null. */
  purchasedAt: string | null;
  /** The link token of the page: its state for this article, and its scope when it is valid. */
  linkToken: { state: LinkTokenState; scope: readonly string[] };
  /** The personalisation rules' answer for this reader and article (see personalise). */
  personalisation: PaywallTemplate;
};

export type AccessDecisionResult = { open: boolean; reason: AccessReason; template: PaywallTemplate };

const open = (reason: AccessReason): AccessDecisionResult => ({ open: true, reason, template: 'ok' });

/**
 * The one decision who may read an article, in the spec's order; the first rule that matches wins:
 * 1. the brand's paywall is disabled; 2. free content; 3. Google subscription linking: open when Google says
 * unlocked and while it is undecided (a `locked` answer opens nothing, the later rules still apply: a plus reader
 * who came from Google reads on); 4. PLUS_USER; 5. EPAPER_USER; 6. a PLUS-TAG-{id} role for the main tag, a tag
 * or an ancestor of them; 7. a credit purchase of this article by this reader; 8. a logged-in reader with a valid
 * link token for this article whose scope contains no_paywall; 9. the personalisation answer: `ok` opens; 10.
 * otherwise locked, with the personalisation's template for the paywall box.
 */
export function decideAccess(input: AccessInput): AccessDecisionResult {
  const { reader } = input;
  if (!input.paywallEnabled) return open('paywall_disabled');
  if (input.article.contentRestriction === 'free') return open('free');
  if (input.google === 'unlocked' || input.google === 'undecided') return open('google_linking');
  if (reader.kind === 'registered') {
    if (reader.roles.includes('PLUS_USER')) return open('plus');
    if (reader.roles.includes('EPAPER_USER')) return open('epaper');
    if (input.article.tagIds.some((id) => reader.roles.includes(`PLUS-TAG-${id}`)))
      return open('tag_subscription');
    if (input.purchasedAt !== null) return open('credit_purchase');
    if (input.linkToken.state === 'valid' && input.linkToken.scope.includes(NO_PAYWALL_SCOPE))
      return open('link_token');
  }
  if (input.personalisation === 'ok') return open('personalisation');
  return { open: false, reason: 'locked', template: input.personalisation };
}
