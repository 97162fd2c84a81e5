import type { TopicsList } from '@news/contracts/contentPages';

export function TopicsScreen({ topics }: { topics: TopicsList }) {
  return (
    <div className="ar-page">
      <h1>Themen von A bis Z</h1>
      <nav aria-label="Anfangsbuchstaben" className="ar-letters">
        <ul>
          {topics.groups.map((g) => (
            <li key={g.letter}>
              <a href={`#themen-${g.letter}`}>{g.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.groups.map((g) => (
        <section key={g.letter} aria-labelledby={`themen-${g.letter}`}>
          <h2 id={`themen-${g.letter}`} className="ui-section-header ui-section-header--ruler">
            {g.letter}
          </h2>
          <ul className="ar-link-list">
            {g.topics.map((t) => (
              <li key={t.id}>
                <a href={t.path}>{t.label}</a> <span className="ar-page__count">({t.articleCount})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
