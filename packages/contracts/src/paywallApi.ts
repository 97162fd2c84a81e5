import { z } from 'zod/mini';
import { contentRestrictionSchema } from './content';
import { linkTokenSchema } from './giftToken';

/**
 * The paywall service's API (ARCHITECTURE §5, spec §3 "Paywall request payload", §4 "Paywall"), shaped like the
 * personalisation provider's decision API: a request payload of `_dm_*` inputs, an answer of results with
 * `sdkFeatureSlug` and `outputValue`. The paywall service is the one owner of the decision who may read a plus
 * article; the gateway gathers the facts it cannot know itself and asks.
 */

const articleIdSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));
const shortText = (max: number) => z.string().check(z.maxLength(max));

/** The link-token states of spec §4. */
export const linkTokenStateSchema = z.enum(['none', 'valid', 'invalid', 'expired']);
export type LinkTokenState = z.infer<typeof linkTokenStateSchema>;

export const deviceSchema = z.enum(['mobile', 'desktop', 'app']);
export type Device = z.infer<typeof deviceSchema>;

/** Spec §3 "Paywall request payload" `_dm_pageType`. */
export const pageTypeSchema = z.enum(['Artikelseite', 'Kategorieseite', 'Other']);

/**
 * Spec §3 "Paywall request payload": what the browser sends (POST /api/paywall/decision). `jwt` is never sent by
 * browser code (it has no token): the gateway adds the reader's identity token as `Authorization: Bearer`.
 */
export const paywallRequestSchema = z.object({
  inputs: z.object({
    _dm_ressort: shortText(200),
    _dm_contentRestriction: contentRestrictionSchema,
    _dm_referrer: shortText(2048),
    _dm_device: z.enum(['mobile', 'desktop']),
    _dm_pageType: pageTypeSchema,
    _dm_contentid: z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
    _anonId: shortText(100),
    _dm_linkTokenState: linkTokenStateSchema,
    _dm_linkTokenType: shortText(40),
  }),
  path: shortText(2048),
  /** The anonymous id (spec §3 user state anonId). */
  session: shortText(100),
});
export type PaywallRequest = z.infer<typeof paywallRequestSchema>;

/**
 * The paywall templates (spec §3 "Paywall state" paywallTemplate). `ok` opens the article; every other template
 * keeps it locked and names what the paywall box shows:
 * - registration-wall: an anonymous reader (also one with a gift link, which needs a login);
 * - subscription-offer: the plus offer with the links from settings;
 * - coin-offer: a wallet reader with credits may unlock the article with 1 coin;
 * - coins-empty: a wallet reader without credits ("Ihre Coins sind aufgebraucht");
 * - fallback: the paywall service could not be asked (chosen by the client, never answered by the service).
 */
export const paywallTemplateSchema = z.enum([
  'ok',
  'registration-wall',
  'subscription-offer',
  'coin-offer',
  'coins-empty',
  'fallback',
]);
export type PaywallTemplate = z.infer<typeof paywallTemplateSchema>;

/** Feature slugs of the answer's results. */
export const PAYWALL_TEMPLATE_SLUG = 'paywall-template';
/** The free plus articles a registered reader has left this month, after this one (meter). */
export const METER_REMAINING_SLUG = 'meter-remaining';
/** The meter's size per 30 days, as configured for the brand. */
export const METER_LIMIT_SLUG = 'meter-limit';

/**
 * The brand's offer for the template and device, as the paywall rules configure it (optional; the paywall box
 * has German defaults per template): a headline, a text and a layout.
 */
export const OFFER_HEADLINE_SLUG = 'offer-headline';
export const OFFER_TEXT_SLUG = 'offer-text';
export const OFFER_LAYOUT_SLUG = 'offer-layout';
/** Layouts of the paywall box: `full` (headline, text, every action) or `compact` (short, for small screens). */
export const offerLayoutSchema = z.enum(['full', 'compact']);
export type OfferLayout = z.infer<typeof offerLayoutSchema>;

export const paywallResultSchema = z.object({
  sdkFeatureSlug: shortText(100),
  outputValue: shortText(200),
});

/** The personalisation provider's answer: results with sdkFeatureSlug and outputValue. */
export const paywallAnswerSchema = z.object({ results: z.array(paywallResultSchema) });
export type PaywallAnswer = z.infer<typeof paywallAnswerSchema>;

/** Why an article is open or locked: the rule of the decision order (spec §4) that matched first. */
export const accessReasonSchema = z.enum([
  'paywall_disabled',
  'free',
  'google_linking',
  'plus',
  'epaper',
  'tag_subscription',
  'credit_purchase',
  'link_token',
  'personalisation',
  'locked',
]);
export type AccessReason = z.infer<typeof accessReasonSchema>;

/** The Google subscription-linking (Extended Access) parameters of spec §2: all four, as they came in the URL. */
export const gaaParamsSchema = z.object({
  gaa_at: shortText(200),
  gaa_n: shortText(500),
  gaa_sig: shortText(500),
  gaa_ts: z.string().check(z.regex(/^[0-9a-f]{1,12}$/i)),
});
export type GaaParams = z.infer<typeof gaaParamsSchema>;

/**
 * POST /paywall/access (gateway only, with the internal token; the reader's identity token as Bearer, which the
 * paywall service verifies itself): the facts about one article and one reader that only the gateway can gather
 * from the other services. The reader's roles never come from here, only from the verified token.
 */
export const accessFactsSchema = z.object({
  article: z.object({
    id: articleIdSchema,
    contentRestriction: contentRestrictionSchema,
    /** The main tag, the tags and every ancestor of them in the tag hierarchy (content service). */
    tagIds: z.array(articleIdSchema).check(z.maxLength(500)),
    /** Whether the article can be bought with credits (isSoldContent). */
    soldWithCredits: z.boolean(),
  }),
  /** When the reader bought this article with a credit (payments service), or null. */
  purchasedAt: z.nullable(z.iso.datetime()),
  /** The reader's available credits (payments service), or null without a wallet. */
  walletCredits: z.nullable(z.int().check(z.nonnegative())),
  /** The `link-token` query parameter of the page, as it came. */
  linkToken: z.optional(linkTokenSchema),
  /** The `gaa_*` query parameters, all four, and the referrer they came with. */
  gaa: z.optional(z.object({ params: gaaParamsSchema, referrer: shortText(2048) })),
  device: deviceSchema,
  pageType: pageTypeSchema,
  path: shortText(2048),
  referrer: shortText(2048),
  anonId: shortText(100),
  /**
   * The reader reads the article now (document, unlocked article data): a meter opening is counted and an open
   * decision comes with a grant for the content service. False: only the answer (the paywall box's template).
   */
  consume: z.boolean(),
});
export type AccessFacts = z.infer<typeof accessFactsSchema>;

export const accessDecisionSchema = z.object({
  open: z.boolean(),
  reason: accessReasonSchema,
  linkToken: z.object({ state: linkTokenStateSchema, type: z.optional(shortText(40)) }),
  results: z.array(paywallResultSchema),
  /**
   * With `consume` and an open decision for a plus article: a short-lived proof for the content service (a JWT
   * signed by the paywall service, bound to reader, article and brand; header CONTENT_GRANT_HEADER).
   */
  grant: z.optional(z.string().check(z.minLength(20), z.maxLength(4096))),
});
export type AccessDecision = z.infer<typeof accessDecisionSchema>;

/** Request header with which the gateway shows the content service a grant. Stripped from every client request. */
export const CONTENT_GRANT_HEADER = 'x-content-grant';

/** Claims of a content grant (ES256, issuer and audience below, at most GRANT_TTL_SECONDS). */
export const GRANT_ISSUER = 'news-paywall';
export const GRANT_AUDIENCE = 'news-content';
export const GRANT_TTL_SECONDS = 60;
export const contentGrantClaimsSchema = z.object({
  iss: z.literal(GRANT_ISSUER),
  aud: z.literal(GRANT_AUDIENCE),
  /** The reader: the ssoId, or `anon:{anonId}` for a Google subscription-linking reader without a login. */
  sub: z.string().check(z.minLength(1), z.maxLength(120)),
  art: articleIdSchema,
  man: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
  iat: z.int(),
  exp: z.int(),
});
export type ContentGrantClaims = z.infer<typeof contentGrantClaimsSchema>;

/** Body of POST /api/gift-token/validate (spec §7) and of the paywall service's link-token check. */
export const giftTokenValidateBodySchema = z.object({ token: linkTokenSchema });

/** A valid link token: the article it opens and its type (spec §3 "Link token"). */
export const linkTokenInfoSchema = z.object({
  articleId: articleIdSchema,
  tokenType: shortText(40),
  scope: shortText(200),
});
export type LinkTokenInfo = z.infer<typeof linkTokenInfoSchema>;

/** Error codes of a link token that is not valid (400): expired is spec §8's ERR_JWT_EXPIRED. */
export const LINK_TOKEN_EXPIRED = 'link_token_expired';
export const LINK_TOKEN_INVALID = 'link_token_invalid';

/** POST /api/paywall/gift-links: a plus reader gives an article away. */
export const giftLinkBodySchema = z.object({ articleId: articleIdSchema });

/** The giver's monthly quota of gift links. */
export const giftQuotaSchema = z.object({
  limit: z.int().check(z.nonnegative()),
  remaining: z.int().check(z.nonnegative()),
});
export type GiftQuota = z.infer<typeof giftQuotaSchema>;

/** A new gift link: the path with its link token, when it expires, and the quota after it. */
export const giftLinkSchema = z.object({
  path: z.string().check(z.startsWith('/'), z.maxLength(4096)),
  token: linkTokenSchema,
  expiresAt: z.iso.datetime(),
  quota: giftQuotaSchema,
});
export type GiftLink = z.infer<typeof giftLinkSchema>;

/**
 * The gateway's app-server answer to the browser's POST /api/paywall/decision (body `paywallRequestSchema`): the
 * paywall service's results for this reader and article, and the state of the page's link token. Never a grant.
 */
export const paywallDecisionAnswerSchema = z.object({
  results: z.array(paywallResultSchema),
  linkToken: z.object({ state: linkTokenStateSchema, type: z.optional(shortText(40)) }),
});
export type PaywallDecisionAnswer = z.infer<typeof paywallDecisionAnswerSchema>;

/** Error code of GET /api/paywall/articles/{id} (the unlocked article's data) for a reader who may not read it. */
export const NOT_ENTITLED = 'not_entitled';
