import { useEffect, useState } from 'react';
import { readConsent } from '@news/contracts/consentCookie';
import { SETTINGS_HASH } from '@news/contracts/consentSettingsLink';
import { embedSource, embedVendors, type EmbedVendor } from '@news/contracts/embedVendors';
import { eventBus } from '@news/event-bus/eventBus';
import { grantVendorConsent } from '@news/contracts/storeConsent';

type Props = { vendor: EmbedVendor; src: string; title: string; width: number; height: number };

/**
 * Media of a third party in an article (spec §1, §4): a German placeholder with one-click consent for that vendor
 * until the reader allows it, then the player in the same box (its size is reserved from the start: no layout
 * shift). The server renders the placeholder; a player address off the vendor's origin never loads.
 */
export function EmbedBlock({ vendor, src, title, width, height }: Props) {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    setGranted(readConsent(document.cookie)?.[vendor] === true);
    const subscription = eventBus
      .on('consent')
      .subscribe((event) => setGranted(event.vendors[vendor] === true));
    return () => subscription.unsubscribe();
  }, [vendor]);
  const name = embedVendors[vendor].name;
  const player = embedSource(vendor, src);

  return (
    <figure className="ar-embed">
      <div className="ar-embed__box">
        {/* reserves the box's height from the player's aspect ratio (no style attribute: CSP without 'unsafe-inline') */}
        <svg
          className="ar-embed__sizer"
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
        />
        {granted && player ? (
          <iframe
            className="ar-embed__frame"
            src={player}
            title={title}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="ar-embed__placeholder">
            <p>
              Hier finden Sie einen Inhalt von {name}: „{title}“. Beim Laden werden Daten an {name}{' '}
              übertragen.
            </p>
            {player ? (
              <button
                type="button"
                className="ar-embed__consent"
                onClick={() => grantVendorConsent(eventBus, vendor)}
              >
                {name}-Inhalt laden
              </button>
            ) : (
              <p>Dieser Inhalt kann nicht angezeigt werden.</p>
            )}
            <a href={`#${SETTINGS_HASH}`}>Datenschutz-Einstellungen</a>
          </div>
        )}
      </div>
    </figure>
  );
}
