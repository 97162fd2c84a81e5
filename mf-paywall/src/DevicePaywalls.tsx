import {
  paywallBoxDevices,
  type AnonymousPaywallAnswers,
  type PaywallBoxDevice,
} from '@news/contracts/anonymousPaywall';
import type { Settings } from '@news/config/settings';
import type { PaywallView } from './createPaywallController';
import { initialPaywallState } from './paywallMachine';
import { PaywallBox } from './PaywallBox';
import { readPaywallAnswer } from './readPaywallAnswer';

/**
 * The prefix of the ids React gives the paywall's elements (useId), on the server and in the parcel alike: the
 * article's own root, in the same document, makes ids of the same form.
 */
export const PAYWALL_ID_PREFIX = 'pw-';

/** The attribute that carries a device's server-rendered answer (JSON of the paywall service's results). */
export const PAYWALL_ANSWER_ATTRIBUTE = 'data-paywall-answer';

/** The view of a server-rendered answer: answered with its template, locked, nothing known about the reader. */
export function provisionalView(
  answer: AnonymousPaywallAnswers[PaywallBoxDevice],
  device: PaywallBoxDevice,
): PaywallView {
  const read = readPaywallAnswer(answer);
  return {
    state: { ...initialPaywallState, paywallTemplate: read.template, zephrAnswered: true, isPaywall: true },
    answer: read,
    linkToken: null,
    reader: null,
    wallet: { kind: 'unknown' },
    device,
    purchase: 'idle',
  };
}

/**
 * The paywall box of a plus article whose document the gateway rendered for anonymous readers (ADR 0013): one box
 * per device class, each with the paywall service's anonymous answer for it; paywall.css shows the one of the
 * viewport, and hides it at its height (`data-provisional`) in a browser with a session (the session hint), whose
 * reader is probably not anonymous, until the parcel has decided for them. The gateway renders it with `view` null (server build `anonymousPaywall`); the parcel hydrates the same
 * markup (its provisional view, no empty box in between) and, once its own decision for this reader is there,
 * shows that in the box of the reader's device, reusing the server's nodes when the template is the same (the
 * focus stays where the reader put it).
 */
export function DevicePaywalls({
  answers,
  view,
  settings,
  brandName,
  onBuy,
}: {
  answers: AnonymousPaywallAnswers;
  /** The parcel's answered view, or null while there is none. */
  view: PaywallView | null;
  settings: Settings;
  brandName: string;
  onBuy: () => void;
}) {
  return (
    <>
      {paywallBoxDevices.map((device) => (
        <div
          key={device}
          className={`pw-device pw-device--${device}`}
          {...{ [PAYWALL_ANSWER_ATTRIBUTE]: JSON.stringify(answers[device]) }}
          data-provisional={view === null ? '' : undefined}
        >
          {view === null ? (
            <PaywallBox
              view={provisionalView(answers[device], device)}
              settings={settings}
              brandName={brandName}
              onBuy={onBuy}
              provisional
            />
          ) : view.device === device ? (
            <PaywallBox view={view} settings={settings} brandName={brandName} onBuy={onBuy} />
          ) : null}
        </div>
      ))}
    </>
  );
}
