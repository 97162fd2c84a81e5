import { z } from 'zod/mini';
import { paywallAnswerSchema } from './paywallApi';

/**
 * The device classes of mf-paywall's box in the browser (its `matchMedia('(max-width: 767px)')`): the paywall
 * service's templates differ by device, and one shared document serves both.
 */
export const paywallBoxDevices = ['desktop', 'mobile'] as const;
export type PaywallBoxDevice = (typeof paywallBoxDevices)[number];

/**
 * The paywall service's answers for an anonymous reader of one plus article, one per device class (ADR 0013): the
 * gateway asks for them when it renders the shared document of a paywalled article and renders them with
 * mf-paywall's server build (`anonymousPaywall`) into the paywall box, where mf-paywall's parcel later hydrates them.
 */
export const anonymousPaywallAnswersSchema = z.object({
  desktop: paywallAnswerSchema,
  mobile: paywallAnswerSchema,
});
export type AnonymousPaywallAnswers = z.infer<typeof anonymousPaywallAnswersSchema>;
