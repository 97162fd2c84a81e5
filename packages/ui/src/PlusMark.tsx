/** The "plus" mark of paid articles; the text is for screen readers, the visual label for everyone. */
export function PlusMark() {
  return (
    <span className="ui-plus" title="Plus-Artikel">
      <span aria-hidden="true">plus</span>
      <span className="ui-visually-hidden">Plus-Artikel, nur mit Abonnement lesbar</span>
    </span>
  );
}
