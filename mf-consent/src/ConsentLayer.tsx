import { useEffect, useState } from 'react';
import { eventBus } from '@news/event-bus/eventBus';
import { consentCookie, readConsent, type ConsentChoice } from './consentCookie';
import { vendorNames } from './vendorNames';

/**
 * The first layer of the consent management: shown until the reader chooses. "Alle akzeptieren" grants every
 * vendor, "Nur notwendige" none. Fixed to the bottom of the viewport, so it never shifts the page.
 */
export function ConsentLayer() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(readConsent(document.cookie) === null);
  }, []);

  function choose(choice: ConsentChoice) {
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    const granted = choice === 'all';
    eventBus.publish('consent', {
      type: 'CONSENT_CHANGED',
      general: true,
      vendors: Object.fromEntries(vendorNames.map((name) => [name, granted])),
    });
    setOpen(false);
  }

  if (!open) return null;
  return (
    <section className="cs-layer" role="dialog" aria-modal="false" aria-labelledby="cs-title">
      <h2 id="cs-title" className="cs-title">
        Ihre Privatsphäre ist uns wichtig
      </h2>
      <p className="cs-text">
        Wir und unsere Partner nutzen Cookies und ähnliche Technologien, um Inhalte wie Videos und soziale
        Medien einzubinden, die Reichweite zu messen und Werbung zu finanzieren. Sie können zustimmen oder nur
        technisch notwendige Dienste zulassen. Ihre Wahl können Sie jederzeit in der{' '}
        <a href="/datenschutz">Datenschutzerklärung</a> ändern.
      </p>
      <div className="cs-actions">
        <button type="button" className="cs-button cs-button--primary" onClick={() => choose('all')}>
          Alle akzeptieren
        </button>
        <button type="button" className="cs-button" onClick={() => choose('necessary')}>
          Nur notwendige
        </button>
      </div>
    </section>
  );
}
