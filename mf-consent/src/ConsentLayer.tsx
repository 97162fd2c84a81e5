import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { CONSENT_FORM_ACTION, readConsent } from '@news/contracts/consentCookie';
import { grantsForAll, type VendorGrants } from '@news/contracts/consentVendors';
import { SETTINGS_HASH } from '@news/contracts/consentSettingsLink';
import { isNativeApp } from '@news/contracts/isNativeApp';
import { eventBus } from '@news/event-bus/eventBus';
import { useModalLayer } from '@news/ui/useModalLayer';
import { readerScope } from './readerScope';
import { saveConsent } from './saveConsent';

const choices = [
  { choice: 'all', label: 'Alle akzeptieren' },
  { choice: 'necessary', label: 'Nur notwendige' },
  { choice: 'settings', label: 'Einstellungen' },
] as const;

type View = 'first' | 'settings' | 'closed';

/** The settings layer is its own chunk: most readers never open it, the first view does not load it. */
const SettingsLayer = lazy(() => import('./SettingsLayer').then((m) => ({ default: m.SettingsLayer })));

const settingsRequested = () => location.hash === `#${SETTINGS_HASH}`;

/** Drops the settings hash from the address (the layer is closed), without a navigation. */
function clearSettingsHash() {
  if (settingsRequested()) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

type Props = {
  /** Reloads the page after a vendor was revoked (tests pass their own). */
  reload?: (url: string) => void;
};

/**
 * The consent management's layers. The first layer is shown until the reader chooses: "Alle akzeptieren",
 * "Nur notwendige" and "Einstellungen", equally prominent. The settings layer (one click from the first one, and
 * from the footer's "Datenschutz-Einstellungen" link: the URL hash) chooses per purpose and vendor.
 *
 * The gateway renders the first layer into the document (./server), so it paints with the page; the document
 * hides it while a choice is stored. It first renders open, as on the server, and closes before the browser
 * paints when the cookie holds a choice. Its buttons submit a plain form until the remote has started: a click
 * before that still counts ("Einstellungen" comes back with the settings hash).
 */
export function ConsentLayer({ reload = (url) => location.replace(url) }: Props) {
  const [view, setView] = useState<View>('first');
  const [stored, setStored] = useState<VendorGrants | null>(null);
  const [decided, setDecided] = useState(false);
  const skipped = useRef(false);
  const firstLayer = useRef<HTMLElement>(null);
  useModalLayer(firstLayer, view === 'first');
  useLayoutEffect(() => {
    const choice = readConsent(document.cookie);
    setStored(choice);
    setDecided(true);
    skipped.current = isNativeApp(location.search, document.cookie);
    if (skipped.current) setView('closed');
    else if (settingsRequested()) setView('settings');
    else if (choice !== null) setView('closed');
  }, []);
  // The document shows the slot while it is marked (the inline script marks it for a reader without a choice).
  useLayoutEffect(() => {
    if (decided) document.documentElement.toggleAttribute('data-consent-pending', view !== 'closed');
  }, [decided, view]);
  useEffect(() => {
    const onHash = () => {
      if (settingsRequested() && !skipped.current) setView('settings');
    };
    window.addEventListener('hashchange', onHash);
    // A PUR reader without plus gets no consent management (spec §6): the layer closes once the shell knows.
    const auth = eventBus.on('auth').subscribe((event) => {
      skipped.current = readerScope(isNativeApp(location.search, document.cookie), event).skip;
      if (skipped.current) setView('closed');
    });
    return () => {
      window.removeEventListener('hashchange', onHash);
      auth.unsubscribe();
    };
  }, []);

  function save(grants: VendorGrants) {
    saveConsent(grants, reload);
    setStored(grants);
    clearSettingsHash();
    setView('closed');
  }

  function choose(event: MouseEvent<HTMLButtonElement>, choice: (typeof choices)[number]['choice']) {
    event.preventDefault();
    if (choice === 'settings') setView('settings');
    else save(grantsForAll(choice === 'all'));
  }

  function closeSettings() {
    clearSettingsHash();
    setView(stored ? 'closed' : 'first');
  }

  if (view === 'closed') return null;
  if (view === 'settings')
    return (
      <Suspense fallback={<p className="cs-layer cs-loading">Datenschutz-Einstellungen werden geladen …</p>}>
        <SettingsLayer initial={stored ?? grantsForAll(false)} onSave={save} onClose={closeSettings} />
      </Suspense>
    );
  return (
    <section
      ref={firstLayer}
      className="cs-layer"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cs-title"
    >
      <h2 id="cs-title" className="cs-title">
        Ihre Privatsphäre ist uns wichtig
      </h2>
      <p className="cs-text">
        Wir und unsere Partner nutzen Cookies und ähnliche Technologien, um Inhalte wie Videos und soziale
        Medien einzubinden, die Reichweite zu messen und Werbung zu finanzieren. Sie können allen zustimmen,
        nur technisch notwendige Dienste zulassen oder in den Einstellungen einzeln wählen. Ihre Wahl können
        Sie jederzeit über „Datenschutz-Einstellungen“ am Seitenende ändern.
      </p>
      <form className="cs-actions" method="post" action={CONSENT_FORM_ACTION}>
        {choices.map(({ choice, label }) => (
          <button
            key={choice}
            type="submit"
            name="choice"
            value={choice}
            className="cs-button"
            onClick={(e) => choose(e, choice)}
          >
            {label}
          </button>
        ))}
      </form>
    </section>
  );
}
