import { useEffect, useRef, useState } from 'react';
import type { Parcel, ParcelConfigObject } from 'single-spa';

export type PaywallParcelProps = {
  articleId: number;
  loadParcel: (remote: 'mf-paywall') => Promise<ParcelConfigObject>;
  mountParcel: (config: ParcelConfigObject, props: object) => Parcel;
};

/**
 * The paywall of a paywalled article: mf-paywall's parcel, mounted into the paywall box after hydration (the
 * server renders the empty box). It fails closed: when the parcel cannot be loaded or throws while mounting, the
 * error is logged and a German fallback paywall takes the box (spec §4: a paywall error activates the fallback
 * paywall). The article stays at its teaser either way, since its data never held the paid text.
 *
 * Mounted by hand rather than with single-spa-react's <Parcel>, whose error path rethrows after handleError and
 * so leaves an unhandled rejection in the page.
 */
export function PaywallParcel({ articleId, loadParcel, mountParcel }: PaywallParcelProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const domElement = box.current;
    if (!domElement) return;
    let active = true;
    let parcel: Parcel | undefined;
    loadParcel('mf-paywall')
      .then((config) => {
        if (!active) return;
        parcel = mountParcel(config, { domElement, articleId });
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
  }, [articleId, loadParcel, mountParcel]);

  if (failed) {
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
  return <div ref={box} className="ar-paywall" />;
}
