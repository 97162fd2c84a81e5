import type { DocumentPage } from '@news/contracts/contentPages';
import { DateTime } from '@news/ui/DateTime';
import { ContentBody } from '../components/ContentBody';

export function DocumentScreen({ document }: { document: DocumentPage }) {
  return (
    <article className="ar-page ar-document">
      <h1>{document.title}</h1>
      <p className="ar-page__count">
        <DateTime iso={document.updatedDate} withTime={false} prefix="Stand:" />
      </p>
      <ContentBody items={document.contentItems} />
    </article>
  );
}
