import type { HeadlinesPage } from '@news/contracts/contentPages';
import { DateTime } from '@news/ui/DateTime';
import { Headline } from '@news/ui/Headline';
import { Pagination } from '@news/ui/Pagination';

export function HeadlinesScreen({ headlines, listPath }: { headlines: HeadlinesPage; listPath: string }) {
  return (
    <div className="ar-page">
      <h1>Schlagzeilen</h1>
      <ol className="ar-headlines">
        {headlines.headlines.map((h) => (
          <li key={h.documentId} className="ar-headlines__item">
            <Headline
              title={h.title}
              href={h.targetPathOrUrl}
              titlePrefix={h.titlePrefix}
              numbering={h.numbering}
              badge={h.badge}
              fontSize={h.fontSize}
              openInNewWindow={h.openInNewWindow}
              noFollow={h.noFollow}
              isExternal={h.isExternal}
              lock={{ id: h.documentId, contentRestriction: h.contentRestriction }}
            />
            <DateTime className="ar-headlines__date" iso={h.publishDate} />
          </li>
        ))}
      </ol>
      <Pagination
        basePath={listPath}
        page={headlines.pagination.page}
        totalPages={headlines.pagination.totalPages}
      />
    </div>
  );
}
