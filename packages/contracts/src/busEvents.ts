import { z } from 'zod/mini';
import { articleBookmarkSchema } from './userApi';

/**
 * Every event on the page-wide event bus (ARCHITECTURE §6), grouped by topic. Each topic is a discriminated
 * union on `type`; the bus validates every event with its topic's schema where it enters.
 */

const articleId = z.int().check(z.positive());

/** The signed-in reader as the bus carries it (spec §3 "User data"). */
export const busUserSchema = z.object({
  ssoId: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  salutation: z.optional(z.string()),
  emailVerified: z.boolean(),
  roles: z.array(z.string()),
});
export type BusUser = z.infer<typeof busUserSchema>;

/**
 * How a LOGIN_SUCCESS came about: the after-login offers differ (spec §4: onboarding after a login or after a
 * registration; nothing after completing the profile). Absent: a plain login.
 */
export const loginViaSchema = z.enum(['login', 'registration', 'password-reset', 'profile']);
export type LoginVia = z.infer<typeof loginViaSchema>;

export const authEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LOGIN_SUCCESS'), user: busUserSchema, via: z.optional(loginViaSchema) }),
  z.object({ type: z.literal('LOGOUT') }),
  z.object({ type: z.literal('USER_UPDATED'), user: busUserSchema }),
]);
export type AuthEvent = z.infer<typeof authEventSchema>;

export const consentEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CONSENT_CHANGED'),
    general: z.boolean(),
    vendors: z.record(z.string(), z.boolean()),
  }),
]);
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const paywallEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('PAYWALL_STATE'),
    articleId,
    paywallTemplate: z.nullable(z.string()),
    zephrAnswered: z.boolean(),
    isPaywall: z.boolean(),
  }),
]);
export type PaywallEvent = z.infer<typeof paywallEventSchema>;

/**
 * The reader's customer at the payment provider (spec §3 "Wallet", §6 payment-provider session check), as the
 * shell read it from GET /api/plenigo/session: `customerId` null when there is none. PAYMENT_UNAVAILABLE: the
 * session could not be read (account pages show a notice instead of blocking). PAYMENT_RESET: logged out.
 */
export const paymentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PAYMENT_CUSTOMER'), customerId: z.nullable(z.string().check(z.minLength(1))) }),
  z.object({ type: z.literal('PAYMENT_UNAVAILABLE') }),
  z.object({ type: z.literal('PAYMENT_RESET') }),
  /** The reader's credit wallet as last read or changed (a coin spent): the header and the portal show it. */
  z.object({
    type: z.literal('WALLET_CHANGED'),
    customerId: z.string().check(z.minLength(1)),
    uniqueId: z.string().check(z.minLength(1)),
    availableCreditCount: z.int().check(z.nonnegative()),
  }),
]);
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** A link the reader may follow: a path on this site or an https address (settings such as bookmark_subscription_link). */
const readerLink = z.string().check(z.regex(/^(\/(?![/\\])|https:\/\/)\S*$/));

/**
 * Article bookmarks (spec §3, §4 "Bookmark"). The screens ask with BOOKMARK_ADD_REQUESTED and
 * BOOKMARK_REMOVE_REQUESTED; the shell owns the reader's session and the user API: it asks a logged-out reader to
 * log in, or calls the API and answers with BOOKMARK_ADDED / BOOKMARK_REMOVED (and a new bookmarkList),
 * BOOKMARK_REFUSED (the API's German reason, e.g. the limit of a free account, with the subscription link) or
 * BOOKMARK_FAILED (the API could not be reached; the shell shows the toast).
 */
export const bookmarksEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BOOKMARK_ADD_REQUESTED'), articleId }),
  z.object({ type: z.literal('BOOKMARK_REMOVE_REQUESTED'), articleId }),
  z.object({ type: z.literal('BOOKMARK_ADDED'), articleId }),
  z.object({ type: z.literal('BOOKMARK_REMOVED'), articleId }),
  z.object({
    type: z.literal('BOOKMARK_REFUSED'),
    articleId,
    message: z.string().check(z.minLength(1)),
    subscriptionLink: readerLink,
  }),
  z.object({ type: z.literal('BOOKMARK_FAILED'), articleId, action: z.enum(['add', 'remove']) }),
]);
export type BookmarksEvent = z.infer<typeof bookmarksEventSchema>;

/**
 * The reader's article bookmarks as the shell loaded them after the login (spec §4 post-login work) and keeps
 * them after each add and remove, newest first; BOOKMARKS_UNAVAILABLE when they could not be loaded;
 * BOOKMARKS_RESET when the reader logged out. Replayed, so a screen that mounts later has the list.
 */
export const bookmarkListEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BOOKMARKS_LOADED'), bookmarks: z.array(articleBookmarkSchema) }),
  z.object({ type: z.literal('BOOKMARKS_UNAVAILABLE') }),
  z.object({ type: z.literal('BOOKMARKS_RESET') }),
]);
export type BookmarkListEvent = z.infer<typeof bookmarkListEventSchema>;

export const navigationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ROUTE_CHANGED'),
    path: z.string().check(z.startsWith('/')),
    routeName: z.string().check(z.minLength(1)),
  }),
]);
export type NavigationEvent = z.infer<typeof navigationEventSchema>;

/**
 * The analytics event names of spec §7 "Analytics events", and login_confirm: the login-confirm tracking event
 * of spec §4 (fired once a login through the dialog succeeded).
 */
export const analyticsEventNames = [
  'login_confirm',
  'user_personalisation_click',
  'p_feedback_logout_confirm',
  'category_title_click',
  'search_result_click',
  'pop_up_tool_open',
  'pop_up_tool_closed',
  'pop_up_tool_register_button_click',
  'article_tool_click',
  'teaser_tool_click',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

const analyticsData = z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])));
const analyticsEvent = <N extends AnalyticsEventName>(name: N) =>
  z.object({ type: z.literal(name), data: analyticsData });

export const analyticsEventSchema = z.discriminatedUnion('type', [
  analyticsEvent('login_confirm'),
  analyticsEvent('user_personalisation_click'),
  analyticsEvent('p_feedback_logout_confirm'),
  analyticsEvent('category_title_click'),
  analyticsEvent('search_result_click'),
  analyticsEvent('pop_up_tool_open'),
  analyticsEvent('pop_up_tool_closed'),
  analyticsEvent('pop_up_tool_register_button_click'),
  analyticsEvent('article_tool_click'),
  analyticsEvent('teaser_tool_click'),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** Topic name → schema of the events on that topic. */
export const busTopicSchemas = {
  auth: authEventSchema,
  consent: consentEventSchema,
  paywall: paywallEventSchema,
  bookmarks: bookmarksEventSchema,
  navigation: navigationEventSchema,
  analytics: analyticsEventSchema,
  payment: paymentEventSchema,
  bookmarkList: bookmarkListEventSchema,
} as const;

export type BusTopic = keyof typeof busTopicSchemas;
export type BusEvent<T extends BusTopic> = z.infer<(typeof busTopicSchemas)[T]>;

export const busTopics = Object.keys(busTopicSchemas) as BusTopic[];

export const isBusTopic = (value: unknown): value is BusTopic =>
  typeof value === 'string' && Object.hasOwn(busTopicSchemas, value);
