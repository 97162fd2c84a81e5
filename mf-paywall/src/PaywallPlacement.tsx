import type { AnonymousPaywallAnswers } from '@news/contracts/anonymousPaywall';
import { paywallParcelPropsSchema, type PaywallParcelProps } from '@news/contracts/paywallParcel';
import { coerceSettings } from '@news/config/settings';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PaywallDeps } from './createPaywallController';
import { DevicePaywalls } from './DevicePaywalls';
import { FallbackPaywall } from './FallbackPaywall';
import { GiftLinkTool, type GiftLinkApi } from './GiftLinkTool';
import { MeterNotice } from './MeterNotice';
import {
  createGiftLink,
  fetchGiftQuota,
  postPaywallDecision,
  spendCredit,
  validateLinkToken,
} from './paywallApi';
import { acquirePaywallController } from './paywallControllerFor';
import { PaywallBox } from './PaywallBox';
import { initialPaywallState } from './paywallMachine';
import { readBrand } from './readBrand';
import { readServerAnswers } from './readServerAnswers';
import { useBrandSettings } from './useBrandSettings';

const deps = (): PaywallDeps => ({
  bus: eventBus,
  win: window,
  api: { decide: postPaywallDecision, validateLinkToken, spendCredit },
});

const giftApi: GiftLinkApi = {
  quota: fetchGiftQuota,
  create: createGiftLink,
  copy: (text) => navigator.clipboard.writeText(text),
};

function Placement({
  props,
  serverAnswers,
}: {
  props: PaywallParcelProps;
  serverAnswers: AnonymousPaywallAnswers | null;
}) {
  const [lease] = useState(() => acquirePaywallController(props, deps()));
  useEffect(() => () => lease.release(), [lease]);
  // Hydrating the server's box (serverAnswers): the first render is the unanswered view, as on the server.
  const [unanswered] = useState(() => ({ ...lease.controller.getView(), state: initialPaywallState }));
  const view = useSyncExternalStore(lease.controller.subscribe, lease.controller.getView, () => unanswered);
  const settings = useBrandSettings();
  const [brand] = useState(() => readBrand(document));
  const subscriptionLink = settings.header_subscription_link;

  switch (props.placement) {
    case 'paywall':
      return serverAnswers ? (
        <DevicePaywalls
          answers={serverAnswers}
          view={view.state.zephrAnswered ? view : null}
          settings={settings}
          brandName={brand.name}
          onBuy={() => void lease.controller.buyWithCoin()}
        />
      ) : (
        <PaywallBox
          view={view}
          settings={settings}
          brandName={brand.name}
          onBuy={() => void lease.controller.buyWithCoin()}
        />
      );
    case 'tools':
      return view.reader?.flags.isPlusUser &&
        brand.giftArticles &&
        props.article.contentRestriction === 'plus' ? (
        <GiftLinkTool articleId={props.article.id} origin={location.origin} api={giftApi} />
      ) : null;
    case 'after-body': {
      const remaining = view.state.paywallTemplate === 'ok' ? view.answer?.meterRemaining : null;
      return remaining != null ? (
        <MeterNotice remaining={remaining} subscriptionLink={subscriptionLink} />
      ) : null;
    }
  }
}

/**
 * mf-paywall's parcel (mounted by the article screen of mf-articles on plus articles): validates the props it
 * was given and shows its placement. Props of the wrong shape fail closed: the paywall box shows the fallback.
 * A paywall box the gateway filled for anonymous readers (DevicePaywalls, ADR 0013) is hydrated with the answers
 * it carries until this reader's decision is there.
 */
export function PaywallPlacement(raw: Record<string, unknown>) {
  const [parsed] = useState(() => paywallParcelPropsSchema.safeParse(raw));
  const [serverAnswers] = useState(() =>
    raw.placement === 'paywall' ? readServerAnswers(raw.domElement) : null,
  );
  useEffect(() => {
    if (!parsed.success) console.error('[mf-paywall] parcel props of the wrong shape', parsed.error.issues);
  }, [parsed]);
  if (parsed.success) return <Placement props={parsed.data} serverAnswers={serverAnswers} />;
  const settings = coerceSettings(undefined);
  return raw.placement === 'paywall' ? (
    <FallbackPaywall
      brandName=""
      device="desktop"
      loggedIn={false}
      subscriptionLink={settings.header_subscription_link}
    />
  ) : null;
}
