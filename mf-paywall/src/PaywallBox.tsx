import type { PaywallTemplate } from '@news/contracts/paywallApi';
import type { Settings } from '@news/config/settings';
import { useRef } from 'react';
import { CoinOffer } from './CoinOffer';
import { CoinsEmpty } from './CoinsEmpty';
import type { PaywallView } from './createPaywallController';
import { FallbackPaywall } from './FallbackPaywall';
import { RegistrationWall } from './RegistrationWall';
import { SubscriptionOffer } from './SubscriptionOffer';

/**
 * The paywalled section's content: the template of the paywall state. While no answer is there the box stays
 * empty at its reserved height (busy); `ok` means the article is being opened in place by the article screen.
 * A `provisional` view (the anonymous answer the server rendered, DevicePaywalls) is shown like an answer, but a
 * template that replaces it does not take the focus: the reader did not act on the box.
 */
export function PaywallBox({
  view,
  settings,
  brandName,
  onBuy,
  provisional = false,
}: {
  view: PaywallView;
  settings: Settings;
  brandName: string;
  onBuy: () => void;
  provisional?: boolean;
}) {
  const { state, answer } = view;
  // A template that replaces another one (after a login, a purchase) takes the focus: the reader acted on the box.
  const shown = useRef<PaywallTemplate | null>(null);
  const template = state.zephrAnswered ? state.paywallTemplate : null;
  const takeFocus = shown.current !== null && template !== null && shown.current !== template;
  if (template !== null && template !== 'ok' && !provisional) shown.current = template;

  const offer = answer?.offer ?? {};
  const subscriptionLink = settings.header_subscription_link;
  switch (template) {
    case null:
      return (
        <div className="pw-box pw-box--loading" aria-busy="true">
          <p className="pw-visually-hidden" role="status">
            Das Angebot wird geladen …
          </p>
        </div>
      );
    case 'ok':
      return (
        <div className="pw-box pw-box--loading" aria-busy="true">
          <p className="pw-opening" role="status">
            Der Artikel wird freigeschaltet …
          </p>
        </div>
      );
    case 'registration-wall':
      return (
        <RegistrationWall
          offer={offer}
          meterLimit={answer?.meterLimit ?? null}
          gifted={view.linkToken?.state === 'valid'}
          subscriptionLink={subscriptionLink}
          takeFocus={takeFocus}
        />
      );
    case 'subscription-offer':
      return (
        <SubscriptionOffer
          offer={offer}
          meterRemaining={answer?.meterRemaining ?? null}
          meterLimit={answer?.meterLimit ?? null}
          subscriptionLink={subscriptionLink}
          takeFocus={takeFocus}
        />
      );
    case 'coin-offer':
      return (
        <CoinOffer
          offer={offer}
          wallet={view.wallet}
          purchase={view.purchase}
          onBuy={onBuy}
          subscriptionLink={subscriptionLink}
          takeFocus={takeFocus}
        />
      );
    case 'coins-empty':
      return <CoinsEmpty offer={offer} subscriptionLink={subscriptionLink} takeFocus={takeFocus} />;
    case 'fallback':
      return (
        <FallbackPaywall
          brandName={brandName}
          device={view.device}
          loggedIn={view.reader?.ssoId != null}
          subscriptionLink={subscriptionLink}
        />
      );
  }
}
