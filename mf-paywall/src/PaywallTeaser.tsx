/**
 * The teaser-only state of the paywall: the reader sees that the article continues for subscribers and how to
 * get access. The decision itself (who may read) is the paywall issue's; until then every plus article stays
 * closed, which is the fail-closed default.
 */
export function PaywallTeaser({ articleId }: { articleId?: number }) {
  return (
    <aside className="pw-teaser" aria-labelledby={`pw-title-${articleId ?? 0}`} data-article-id={articleId}>
      <p className="pw-kicker">plus</p>
      <h2 className="pw-title" id={`pw-title-${articleId ?? 0}`}>
        Weiterlesen mit plus
      </h2>
      <p>
        Dieser Artikel ist exklusiv für Abonnentinnen und Abonnenten. Lesen Sie alle plus-Artikel ohne Limit.
      </p>
      <p className="pw-actions">
        <a className="pw-cta" href="/order">
          Jetzt plus abonnieren
        </a>
        <a href="#login">Bereits Abonnent? Anmelden</a>
      </p>
    </aside>
  );
}
