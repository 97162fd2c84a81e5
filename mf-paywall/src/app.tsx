import './paywall.css';
import { createLifecycles } from '@news/ui/createLifecycles';
import { PaywallTeaser } from './PaywallTeaser';

/** Parcel lifecycles: the article screen mounts this with { articleId }. */
export const { bootstrap, mount, unmount } = createLifecycles(PaywallTeaser, 'Bezahlschranke');
