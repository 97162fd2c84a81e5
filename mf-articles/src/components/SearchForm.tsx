/**
 * The search form (GET /suche?q=…). Works without script; with `onSearch` (client) it navigates in the app.
 * An empty (trimmed) text does nothing. A fixed id (one search form per page): server and client trees differ, so
 * useId would not match on hydration.
 */
export function SearchForm({
  query,
  onSearch,
}: {
  query: string;
  onSearch?: ((url: string) => void) | undefined;
}) {
  return (
    <form
      className="ar-search-form"
      role="search"
      action="/suche"
      method="get"
      onSubmit={(event) => {
        const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        if (text === '') {
          event.preventDefault();
          return;
        }
        if (onSearch) {
          event.preventDefault();
          onSearch(`/suche?q=${encodeURIComponent(text)}`);
        }
      }}
    >
      <label htmlFor="ar-search-q">Suchbegriff</label>
      <div className="ar-search-form__row">
        <input id="ar-search-q" name="q" type="search" defaultValue={query} autoComplete="off" />
        <button type="submit">Suchen</button>
      </div>
    </form>
  );
}
