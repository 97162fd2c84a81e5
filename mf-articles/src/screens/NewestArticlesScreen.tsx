import type { NewestArticlesPage } from '@news/contracts/contentPages';
import { Pagination } from '@news/ui/Pagination';
import { TeaserList } from '../components/TeaserList';

export function NewestArticlesScreen({ newest, listPath }: { newest: NewestArticlesPage; listPath: string }) {
  return (
    <div className="ar-page">
      <h1>Neueste Artikel</h1>
      <TeaserList teasers={newest.teasers} />
      <Pagination
        basePath={listPath}
        page={newest.pagination.page}
        totalPages={newest.pagination.totalPages}
      />
    </div>
  );
}
