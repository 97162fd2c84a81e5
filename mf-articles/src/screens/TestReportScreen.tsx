import type { TestReportPage } from '@news/contracts/contentPages';
import { AuthorLine } from '@news/ui/AuthorLine';
import { DateTime } from '@news/ui/DateTime';
import { ResponsiveFigure } from '@news/ui/ResponsiveFigure';
import { ContentBody } from '../components/ContentBody';
import { RatingStars } from '../components/RatingStars';

export function TestReportScreen({ report }: { report: TestReportPage }) {
  return (
    <article className="ar-article ar-test-report">
      <header className="ar-article__header">
        <p className="ar-article__kicker">
          <a href="/testberichte">Testberichte</a> ·{' '}
          <span className="ar-article__prefix">{report.category}</span>
        </p>
        <h1 className="ar-article__title">{report.title}</h1>
        <p className="ar-article__lead">{report.lead}</p>
        <div className="ar-article__byline">
          <AuthorLine authors={report.authors} />
          <DateTime iso={report.publishDate} />
        </div>
      </header>
      {report.img ? (
        <ResponsiveFigure
          className="ar-article__media"
          image={report.img}
          preset="article"
          sizes={{ base: '100vw', lg: '704px' }}
          priority
        />
      ) : null}
      <section className="ar-verdict-box" aria-labelledby="ar-rating-title">
        <h2 id="ar-rating-title">Unsere Bewertung: {report.product}</h2>
        <RatingStars rating={report.rating} />
        <div className="ar-proscons">
          <div>
            <h3>Das gefällt uns</h3>
            <ul className="ar-pros">
              {report.pros.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Das gefällt uns nicht</h3>
            <ul className="ar-cons">
              {report.cons.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <div className="ar-article__body">
        <ContentBody items={report.contentItems} />
      </div>
      <section className="ar-verdict" aria-labelledby="ar-verdict-title">
        <h2 id="ar-verdict-title">Fazit</h2>
        <p>{report.verdict}</p>
      </section>
    </article>
  );
}
