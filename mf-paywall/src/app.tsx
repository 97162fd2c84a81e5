import './paywall.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { PAYWALL_ID_PREFIX } from './DevicePaywalls';
import { PaywallPlacement } from './PaywallPlacement';

/** Parcel lifecycles: the article screen mounts one per placement with `paywallParcelPropsSchema` props. */
export const { bootstrap, mount, unmount } = createLifecycles(PaywallPlacement, 'Bezahlschranke', {
  identifierPrefix: PAYWALL_ID_PREFIX,
});
