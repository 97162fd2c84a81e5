import { paginationModel, type PaginationInput } from './paginationModel';

/** Page navigation ("Seitennavigation"): previous/next, page numbers, the current page marked with aria-current. */
export function Pagination(props: PaginationInput) {
  const model = paginationModel(props);
  if (!model) return null;
  return (
    <nav className="ui-pagination" aria-label="Seitennavigation">
      <ul className="ui-pagination__list">
        {model.previous ? (
          <li>
            <a className="ui-pagination__step" href={model.previous} rel="prev">
              <span aria-hidden="true">‹ </span>Vorherige Seite
            </a>
          </li>
        ) : null}
        {model.items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="ui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.number}>
              <a
                className="ui-pagination__page"
                href={item.href}
                aria-label={`Seite ${item.number}`}
                {...(item.current ? { 'aria-current': 'page' as const } : {})}
              >
                {item.number}
              </a>
            </li>
          ),
        )}
        {model.next ? (
          <li>
            <a className="ui-pagination__step" href={model.next} rel="next">
              Nächste Seite<span aria-hidden="true"> ›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
