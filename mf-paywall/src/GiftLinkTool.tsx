import type { GiftLink, GiftQuota } from '@news/contracts/paywallApi';
import { formatGermanDate } from '@news/ui/formatGermanDate';
import { useModalLayer } from '@news/ui/useModalLayer';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { GiftLinkResult } from './paywallApi';

export type GiftLinkApi = {
  quota(): Promise<GiftQuota>;
  create(articleId: number): Promise<GiftLinkResult>;
  copy(text: string): Promise<void>;
};

type Panel =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'ready'; quota: GiftQuota | null }
  | { kind: 'creating'; quota: GiftQuota | null }
  | { kind: 'created'; link: GiftLink; copied: boolean }
  | { kind: 'refused'; message: string };

/** "Noch 3 Geschenk-Links diesen Monat". */
export function quotaText(remaining: number): string {
  if (remaining === 0) return 'Keine Geschenk-Links mehr diesen Monat';
  return remaining === 1
    ? 'Noch 1 Geschenk-Link diesen Monat'
    : `Noch ${remaining} Geschenk-Links diesen Monat`;
}

const refusals: Record<string, string> = {
  gift_quota_exhausted:
    'Sie haben in diesem Monat schon alle Geschenk-Links verschenkt. Im nächsten Monat gibt es neue.',
  gift_links_plus_only: 'Nur mit einem plus-Abo können Sie plus-Artikel verschenken.',
};
const failed = 'Der Geschenk-Link konnte gerade nicht erstellt werden. Bitte versuchen Sie es erneut.';

/**
 * "Artikel verschenken" in the tools of an open plus article, for a plus reader (spec §2 gift variant): shows the
 * gift links left this month, creates a signed link to this article, shows it with a copy button and its expiry.
 * The open panel is on the page's modal stack (@news/ui/modalLayer: above the layers opened before it, below the
 * ones opened after); Escape closes it while it is the top layer and gives the focus back to the button.
 */
export function GiftLinkTool({
  articleId,
  origin,
  api,
}: {
  articleId: number;
  origin: string;
  api: GiftLinkApi;
}) {
  const [panel, setPanel] = useState<Panel>({ kind: 'closed' });
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = panel.kind !== 'closed';
  useModalLayer(panelRef, open, () => {
    setPanel({ kind: 'closed' });
    toggle.current?.focus();
  });

  useEffect(() => {
    if (panel.kind !== 'loading') return;
    let active = true;
    api.quota().then(
      (quota) => active && setPanel({ kind: 'ready', quota }),
      () => active && setPanel({ kind: 'ready', quota: null }),
    );
    return () => {
      active = false;
    };
  }, [panel.kind, api]);

  useEffect(() => {
    if (panel.kind === 'created') linkInput.current?.select();
  }, [panel.kind]);

  const close = () => {
    setPanel({ kind: 'closed' });
    toggle.current?.focus();
  };
  const create = async () => {
    if (panel.kind !== 'ready') return;
    setPanel({ kind: 'creating', quota: panel.quota });
    const result = await api.create(articleId);
    if (result.kind === 'created') setPanel({ kind: 'created', link: result.link, copied: false });
    else
      setPanel({
        kind: 'refused',
        message: result.kind === 'refused' ? (refusals[result.code] ?? failed) : failed,
      });
  };
  const copy = async (link: GiftLink, url: string) => {
    await api.copy(url).then(
      () => setPanel({ kind: 'created', link, copied: true }),
      () => linkInput.current?.select(),
    );
  };

  return (
    <div className="pw-gift">
      <button
        ref={toggle}
        type="button"
        className="pw-gift__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setPanel({ kind: 'loading' }))}
      >
        Artikel verschenken
      </button>
      {open ? (
        <div
          ref={panelRef}
          className="pw-gift__panel"
          id={panelId}
          role="region"
          aria-label="Artikel verschenken"
        >
          <GiftPanelBody
            panel={panel}
            origin={origin}
            linkInput={linkInput}
            onCreate={create}
            onCopy={copy}
          />
          <button type="button" className="pw-gift__close" onClick={close}>
            Schließen
          </button>
        </div>
      ) : null}
    </div>
  );
}

function GiftPanelBody({
  panel,
  origin,
  linkInput,
  onCreate,
  onCopy,
}: {
  panel: Panel;
  origin: string;
  linkInput: RefObject<HTMLInputElement | null>;
  onCreate: () => void;
  onCopy: (link: GiftLink, url: string) => void;
}) {
  const inputId = useId();
  switch (panel.kind) {
    case 'closed':
      return null;
    case 'loading':
      return <p role="status">Wird geladen …</p>;
    case 'ready':
    case 'creating': {
      const left = panel.quota?.remaining;
      return (
        <>
          <p>
            Verschenken Sie diesen plus-Artikel: Wer den Link öffnet, liest ihn nach einer kostenlosen
            Anmeldung.
          </p>
          {left !== undefined ? <p className="pw-gift__quota">{quotaText(left)}</p> : null}
          <button
            type="button"
            className="pw-cta"
            disabled={panel.kind === 'creating' || left === 0}
            aria-busy={panel.kind === 'creating' || undefined}
            onClick={onCreate}
          >
            Geschenk-Link erstellen
          </button>
        </>
      );
    }
    case 'created': {
      const url = new URL(panel.link.path, origin).href;
      return (
        <>
          <label htmlFor={inputId}>Ihr Geschenk-Link</label>
          <input id={inputId} ref={linkInput} className="pw-gift__link" type="text" readOnly value={url} />
          <p className="pw-actions">
            <button type="button" className="pw-cta" onClick={() => onCopy(panel.link, url)}>
              Link kopieren
            </button>
            <span role="status">{panel.copied ? 'Link kopiert' : ''}</span>
          </p>
          <p>
            Gültig bis {formatGermanDate(panel.link.expiresAt)}. {quotaText(panel.link.quota.remaining)}
          </p>
        </>
      );
    }
    case 'refused':
      return (
        <p className="pw-error" role="alert">
          {panel.message}
        </p>
      );
  }
}
