import type { SearchPage } from '@news/contracts/contentPages';
import { Pagination } from '@news/ui/Pagination';
import { SearchForm } from '../components/SearchForm';
import { TeaserList } from '../components/TeaserList';

type Props = {
  query: string;
  error?: string | undefined;
  results?: SearchPage | undefined;
  onSearch?: ((url: string) => void) | undefined;
};

export function SearchScreen({ query, error, results, onSearch }: Props) {
  return (
    <div className="ar-page ar-search">
      <h1>Suche</h1>
      <SearchForm key={query} query={query} onSearch={onSearch} />
      {error ? (
        <p className="ar-search__error" role="alert">
          {error}
        </p>
      ) : null}
      {results ? (
        results.teasers.length === 0 ? (
          <p className="ar-search__empty">Keine Treffer für „{results.query}“</p>
        ) : (
          <>
            <p className="ar-search__count" role="status">
              {hitCount(results)} für „{results.query}“
            </p>
            <div data-analytics="search_result_click" data-analytics-query={results.query}>
              <TeaserList teasers={results.teasers} />
            </div>
            <Pagination
              basePath="/suche"
              page={results.pagination.page}
              totalPages={results.pagination.totalPages}
              query={{ q: results.query }}
            />
          </>
        )
      ) : null}
    </div>
  );
}

/** "1 Treffer", "37 Treffer", or "Mehr als 200 Treffer" when the search counted only the ranked matches. */
function hitCount({ pagination: { total }, totalCapped }: SearchPage): string {
  if (totalCapped) return `Mehr als ${total} Treffer`;
  return `${total} Treffer`;
}
