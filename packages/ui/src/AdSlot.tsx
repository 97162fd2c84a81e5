import type { AdTargeting } from '@news/contracts/adTargeting';

/**
 * A place for an ad (spec §5): its height is reserved by the server's HTML, so nothing moves whether an ad comes,
 * comes late or never (CLS 0). Without an ad it shows the publisher's own offer. The ad framework (a consent-gated
 * vendor script) writes its creative into the empty container only, which React neither checks nor patches, and
 * reads the page's targeting from `data-ad-targeting`; the reader's part it finds in `window.newsAdTargeting`.
 */
export function AdSlot({ id, targeting }: { id: string; targeting: AdTargeting }) {
  return (
    <aside
      className="ui-ad-slot"
      aria-label="Werbung"
      data-ad-slot={id}
      data-ad-targeting={JSON.stringify(targeting)}
    >
      <div className="ui-ad-slot__creative" dangerouslySetInnerHTML={{ __html: '' }} />
      <a className="ui-ad-slot__house" href="/order">
        <span className="ui-ad-slot__label">In eigener Sache</span>
        <strong>Alle Artikel lesen – mit plus</strong>
        <span>Unabhängiger Journalismus aus Ihrer Region. Jetzt Abo wählen</span>
      </a>
    </aside>
  );
}
