import {
  anonymousPaywallAnswersSchema,
  paywallBoxDevices,
  type AnonymousPaywallAnswers,
} from '@news/contracts/anonymousPaywall';
import { PAYWALL_ANSWER_ATTRIBUTE } from './DevicePaywalls';

/**
 * The anonymous answers the gateway rendered into the paywall box (DevicePaywalls), read from the box before the
 * parcel hydrates it; null for a box the server left empty or whose markup is not DevicePaywalls' (then the parcel
 * renders its own box, as on a page rendered in the browser).
 */
export function readServerAnswers(box: unknown): AnonymousPaywallAnswers | null {
  if (typeof HTMLElement === 'undefined' || !(box instanceof HTMLElement)) return null;
  try {
    const answers = Object.fromEntries(
      paywallBoxDevices.map((device) => {
        const wrapper = box.querySelector(`:scope > .pw-device--${device}`);
        return [device, JSON.parse(wrapper?.getAttribute(PAYWALL_ANSWER_ATTRIBUTE) ?? 'null') as unknown];
      }),
    );
    return anonymousPaywallAnswersSchema.safeParse(answers).data ?? null;
  } catch {
    return null;
  }
}
