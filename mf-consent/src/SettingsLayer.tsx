import { useEffect, useRef, useState, type FormEvent } from 'react';
import { grantsForAll, type VendorGrants } from '@news/contracts/consentVendors';
import { useModalLayer } from '@news/ui/useModalLayer';
import { consentPurposes, type ConsentPurpose } from './consentPurposes';

type Props = {
  /** The choice shown first: the stored one, or none allowed. */
  initial: VendorGrants;
  onSave: (grants: VendorGrants) => void;
  /** Escape or "Schließen"; absent while the reader has not chosen yet (the first layer is behind it). */
  onClose: () => void;
};

const allOn = (grants: VendorGrants, purpose: ConsentPurpose) => purpose.vendors.every((v) => grants[v.id]);

/**
 * The settings layer (spec §4): every purpose and every vendor of spec §3 with a switch, a German description and
 * its privacy link; "Auswahl speichern" stores exactly the switches, "Alle akzeptieren" and "Nur notwendige" are
 * as prominent as it. A modal dialog on the page's modal stack: focus moves into it, Escape closes it.
 */
export function SettingsLayer({ initial, onSave, onClose }: Props) {
  const [grants, setGrants] = useState(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const layer = useRef<HTMLElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useModalLayer(layer, true, onClose);

  const set = (ids: string[], on: boolean) =>
    setGrants((current) => ({ ...current, ...Object.fromEntries(ids.map((id) => [id, on])) }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(grants);
  };

  return (
    <section
      ref={layer}
      className="cs-layer cs-settings"
      role="dialog"
      aria-modal="true"
      aria-labelledby="cs-settings-title"
    >
      <h2 id="cs-settings-title" className="cs-title" tabIndex={-1} ref={heading}>
        Datenschutz-Einstellungen
      </h2>
      <p className="cs-text">
        Wählen Sie, welchen Zwecken und Anbietern Sie zustimmen. Technisch notwendige Dienste sind immer
        aktiv. Sie können Ihre Wahl jederzeit über „Datenschutz-Einstellungen“ am Seitenende ändern oder
        widerrufen.
      </p>
      <form onSubmit={save}>
        {consentPurposes.map((purpose) => (
          <fieldset key={purpose.id} className="cs-purpose">
            <legend className="cs-purpose__name">{purpose.name}</legend>
            <label className="cs-switch">
              <input
                type="checkbox"
                role="switch"
                checked={allOn(grants, purpose)}
                onChange={(e) =>
                  set(
                    purpose.vendors.map((v) => v.id),
                    e.target.checked,
                  )
                }
              />
              <span>Alle Anbieter für „{purpose.name}“</span>
            </label>
            <p className="cs-text">{purpose.description}</p>
            <ul className="cs-vendors">
              {purpose.vendors.map((vendor) => (
                <li key={vendor.id} className="cs-vendor">
                  <label className="cs-switch">
                    <input
                      type="checkbox"
                      role="switch"
                      name="vendor"
                      value={vendor.id}
                      checked={grants[vendor.id]}
                      onChange={(e) => set([vendor.id], e.target.checked)}
                    />
                    <span className="cs-vendor__name">{vendor.name}</span>
                  </label>
                  <p className="cs-vendor__text">
                    {vendor.description}{' '}
                    <a href={vendor.privacyUrl} target="_blank" rel="noopener noreferrer">
                      Datenschutzerklärung von {vendor.name}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <div className="cs-actions">
          <button type="submit" className="cs-button">
            Auswahl speichern
          </button>
          <button type="button" className="cs-button" onClick={() => onSave(grantsForAll(true))}>
            Alle akzeptieren
          </button>
          <button type="button" className="cs-button" onClick={() => onSave(grantsForAll(false))}>
            Nur notwendige
          </button>
          <button type="button" className="cs-button" onClick={onClose}>
            Schließen
          </button>
        </div>
      </form>
    </section>
  );
}
