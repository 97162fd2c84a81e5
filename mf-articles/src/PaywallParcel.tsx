import type { PaywallParcelProps, PaywallPlacement } from '@news/contracts/paywallParcel';
import { useEffect, useRef, useState } from 'react';
import type { Parcel, ParcelConfigObject } from 'single-spa';
import { parcelBoxClass } from './ParcelSlot';

export type PaywallParcelLoaders = {
  loadParcel: (remote: 'mf-paywall') => Promise<ParcelConfigObject>;
  mountParcel: (config: ParcelConfigObject, props: object) => Parcel;
};

/**
 * The box's content belongs to the parcel: hydrating the article leaves what the server put in it (mf-paywall's
 * anonymous paywall, ADR 0013) as it is, and no later render touches it (the same object every time, so React
 * never sets it again).
 */
const PARCEL_OWNED = { __html: '' };

/**
 * One placement of mf-paywall's parcel, mounted into its box after hydration (the server renders the box empty,
 * or for anonymous readers of a paywalled article with mf-paywall's markup, which the parcel hydrates).
 * It fails closed: when the parcel cannot be loaded or throws while mounting, the error is logged and the paywall
 * box shows a German fallback paywall (spec §4: a paywall error activates the fallback paywall); the other
 * placements stay empty. The article stays at its teaser either way, since its data never held the paid text.
 *
 * Mounted by hand rather than with single-spa-react's <Parcel>, whose error path rethrows after handleError and
 * so leaves an unhandled rejection in the page.
 */
export function PaywallParcel({
  parcelProps,
  loadParcel,
  mountParcel,
}: { parcelProps: PaywallParcelProps } & PaywallParcelLoaders) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const placement: PaywallPlacement = parcelProps.placement;
  // The parcel is mounted once per set of props (the parent gives each visit its own key).
  const propsKey = JSON.stringify(parcelProps);

  useEffect(() => {
    const domElement = box.current;
    if (!domElement) return;
    let active = true;
    let parcel: Parcel | undefined;
    loadParcel('mf-paywall')
      .then((config) => {
        if (!active) return;
        parcel = mountParcel(config, { domElement, ...(JSON.parse(propsKey) as PaywallParcelProps) });
        return parcel.mountPromise;
      })
      .catch((error: unknown) => {
        console.error('[mf-articles] the paywall failed, showing the fallback paywall', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      const mounted = parcel;
      void mounted?.mountPromise
        .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : null))
        .catch(() => undefined); // a parcel that failed to mount has nothing to unmount
    };
  }, [propsKey, loadParcel, mountParcel]);

  if (failed && placement === 'paywall') {
    return (
      <div className="ar-paywall ar-paywall--fallback" role="alert">
        <p className="ar-paywall__title">Weiterlesen mit plus</p>
        <p>
          Der vollständige Artikel ist Abonnentinnen und Abonnenten vorbehalten. Das Abo-Angebot kann gerade
          nicht angezeigt werden. Bitte versuchen Sie es in einigen Minuten erneut.
        </p>
        <p>
          <a href="/order">Zu den plus-Angeboten</a>
        </p>
      </div>
    );
  }
  return (
    <div
      ref={box}
      className={parcelBoxClass[placement]}
      dangerouslySetInnerHTML={PARCEL_OWNED}
      // the server's content and data-ssr are the parcel's to hydrate
      suppressHydrationWarning
    />
  );
}
