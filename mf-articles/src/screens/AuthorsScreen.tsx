import type { AuthorsPage } from '@news/contracts/contentPages';

export function AuthorsScreen({ authors }: { authors: AuthorsPage }) {
  return (
    <div className="ar-page">
      <h1>Unsere Autorinnen und Autoren</h1>
      <ul className="ar-cards">
        {authors.authors.map((a) => (
          <li key={a.id} className="ar-card">
            <h2 className="ar-card__title">
              <a href={a.urlPath}>
                {a.prename} {a.surname}
              </a>
            </h2>
            {a.role ? <p className="ar-page__role">{a.role}</p> : null}
            {a.bio ? <p>{a.bio}</p> : null}
            <p className="ar-page__count">
              {a.articleCount === 1 ? '1 Artikel' : `${a.articleCount} Artikel`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
