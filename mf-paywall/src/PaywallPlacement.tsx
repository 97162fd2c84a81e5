import { paywallParcelPropsSchema, type PaywallParcelProps } from '@news/contracts/paywallParcel';
import { coerceSettings } from '@news/config/settings';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PaywallDeps } from './createPaywallController';
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
import { readBrand } from './readBrand';
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

function Placement({ props }: { props: PaywallParcelProps }) {
  const [lease] = useState(() => acquirePaywallController(props, deps()));
  useEffect(() => () => lease.release(), [lease]);
  const view = useSyncExternalStore(lease.controller.subscribe, lease.controller.getView);
  const settings = useBrandSettings();
  const [brand] = useState(() => readBrand(document));
  const subscriptionLink = settings.header_subscription_link;

  switch (props.placement) {
    case 'paywall':
      return (
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
 */
export function PaywallPlacement(raw: Record<string, unknown>) {
  const [parsed] = useState(() => paywallParcelPropsSchema.safeParse(raw));
  useEffect(() => {
    if (!parsed.success) console.error('[mf-paywall] parcel props of the wrong shape', parsed.error.issues);
  }, [parsed]);
  if (parsed.success) return <Placement props={parsed.data} />;
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
