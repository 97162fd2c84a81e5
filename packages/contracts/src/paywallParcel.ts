import { z } from 'zod/mini';
import { contentRestrictionSchema } from './content';
import { giftMarkSchema } from './giftToken';

/**
 * Where the article screen (mf-articles) mounts mf-paywall's parcel on a plus article:
 * - paywall: the paywalled section of an article without its body (the paywall templates);
 * - tools: the article's tools (a plus reader gives the article away);
 * - after-body: below the body of an opened plus article (the meter notice, so nothing above the text moves).
 */
export const paywallPlacementSchema = z.enum(['paywall', 'tools', 'after-body']);
export type PaywallPlacement = z.infer<typeof paywallPlacementSchema>;

/**
 * The props mf-articles hands to each mf-paywall parcel (validated where the parcel mounts). `visit` names one
 * visit of a page: every placement of the same visit shares one paywall state; a new visit (a navigation)
 * starts from the initial state again (spec §4 "reset on navigation").
 */
export const paywallParcelPropsSchema = z.object({
  placement: paywallPlacementSchema,
  visit: z.string().check(z.minLength(1), z.maxLength(64)),
  article: z.object({
    id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    contentRestriction: contentRestrictionSchema,
    /** True while the page shows the article without its body. */
    isPaywalled: z.boolean(),
    isSoldContent: z.boolean(),
    /** The article's top-level channel (spec §3 `_dm_ressort`). */
    ressort: z.string().check(z.maxLength(200)),
  }),
  /** The gift-article check's mark of the page (a link token to validate, or one that cannot be a token). */
  gift: z.optional(giftMarkSchema),
});
export type PaywallParcelProps = z.infer<typeof paywallParcelPropsSchema>;
