import type { TestReportsPage } from '@news/contracts/contentPages';
import { DateTime } from '@news/ui/DateTime';
import { Pagination } from '@news/ui/Pagination';
import { ResponsiveImage } from '@news/ui/ResponsiveImage';
import { RatingStars } from '../components/RatingStars';

export function TestReportsScreen({ reports, listPath }: { reports: TestReportsPage; listPath: string }) {
  return (
    <div className="ar-page">
      <h1>Testberichte</h1>
      <div className="ar-teaser-list">
        {reports.reports.map((r, i) => (
          <article key={r.id} className="ui-teaser ui-teaser--list">
            {r.img ? (
              <ResponsiveImage
                className="ui-teaser__image"
                image={r.img}
                preset="teaser"
                sizes={{ base: '100vw', md: '240px' }}
                priority={i === 0}
              />
            ) : null}
            <div className="ui-teaser__body">
              <h2 className="ui-teaser__headline">
                <span className="ui-teaser__prefix">{r.category}: </span>
                <a className="ui-teaser__link" href={r.targetPathOrUrl}>
                  {r.title}
                </a>
              </h2>
              <RatingStars rating={r.rating} />
              <p className="ui-teaser__text">{r.teaserText}</p>
              <footer className="ui-teaser__meta">
                <DateTime iso={r.publishDate} withTime={false} />
              </footer>
            </div>
          </article>
        ))}
      </div>
      <Pagination
        basePath={listPath}
        page={reports.pagination.page}
        totalPages={reports.pagination.totalPages}
      />
    </div>
  );
}
