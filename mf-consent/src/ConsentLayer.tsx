import { useLayoutEffect, useState, type MouseEvent } from 'react';
import { eventBus } from '@news/event-bus/eventBus';
import { consentCookie, readConsent, type ConsentChoice } from '@news/contracts/consentCookie';
import { vendorNames } from './vendorNames';

/** Where the layer's form posts a choice made before this remote has started (the gateway sets the cookie). */
const CONSENT_FORM_ACTION = '/api/consent';

const choices: { choice: ConsentChoice; label: string; className: string }[] = [
  { choice: 'all', label: 'Alle akzeptieren', className: 'cs-button cs-button--primary' },
  { choice: 'necessary', label: 'Nur notwendige', className: 'cs-button' },
];

/**
 * The first layer of the consent management: shown until the reader chooses. "Alle akzeptieren" grants every
 * vendor, "Nur notwendige" none. Fixed to the bottom of the viewport, so it never shifts the page.
 *
 * The gateway renders it into the document (./server), so it paints with the page; the document hides it while a
 * choice is stored. It first renders open, as on the server, and closes before the browser paints when the cookie
 * holds a choice. Its buttons submit a plain form until the remote has started: a click before that still counts.
 */
export function ConsentLayer() {
  const [open, setOpen] = useState(true);
  useLayoutEffect(() => {
    if (readConsent(document.cookie) !== null) setOpen(false);
  }, []);

  function choose(event: MouseEvent<HTMLButtonElement>, choice: ConsentChoice) {
    event.preventDefault();
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
      <form className="cs-actions" method="post" action={CONSENT_FORM_ACTION}>
        {choices.map(({ choice, label, className }) => (
          <button
            key={choice}
            type="submit"
            name="choice"
            value={choice}
            className={className}
            onClick={(e) => choose(e, choice)}
          >
            {label}
          </button>
        ))}
      </form>
    </section>
  );
}
