import type { TopicPage } from '@news/contracts/contentPages';
import { Pagination } from '@news/ui/Pagination';
import { TeaserList } from '../components/TeaserList';

export function TopicScreen({ topic, listPath }: { topic: TopicPage; listPath: string }) {
  return (
    <div className="ar-page">
      <header className="ar-page__header">
        {topic.parent ? (
          <p className="ar-page__parent">
            <a href={topic.parent.path}>{topic.parent.label}</a>
          </p>
        ) : null}
        <h1>{topic.label}</h1>
        {topic.description ? <p>{topic.description}</p> : null}
      </header>
      {topic.teasers.length > 0 ? (
        <TeaserList teasers={topic.teasers} />
      ) : (
        <p>Zu diesem Thema gibt es noch keine Artikel.</p>
      )}
      <Pagination basePath={listPath} page={topic.pagination.page} totalPages={topic.pagination.totalPages} />
    </div>
  );
}
