import type { AuthorPage } from '@news/contracts/contentPages';
import { Pagination } from '@news/ui/Pagination';
import { TeaserList } from '../components/TeaserList';

export function AuthorScreen({
  author: { author, teasers, pagination },
  listPath,
}: {
  author: AuthorPage;
  listPath: string;
}) {
  const name = `${author.prename} ${author.surname}`.trim();
  return (
    <div className="ar-page">
      <header className="ar-page__header">
        <h1>{author.shortname ? `${name} (${author.shortname})` : name}</h1>
        {author.role ? <p className="ar-page__role">{author.role}</p> : null}
        {author.bio ? <p>{author.bio}</p> : null}
        <p className="ar-page__count">
          {author.articleCount === 1 ? '1 Artikel' : `${author.articleCount} Artikel`}
        </p>
      </header>
      {teasers.length > 0 ? <TeaserList teasers={teasers} /> : <p>Noch keine Artikel.</p>}
      <Pagination basePath={listPath} page={pagination.page} totalPages={pagination.totalPages} />
    </div>
  );
}
