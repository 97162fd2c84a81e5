import { useEffect, useState } from 'react';
import { fetchTopicArticleIds } from './fetchTopicArticleIds';
import { Loading } from './Loading';
import { TeaserSlot } from './TeaserSlot';
import { useArticleTeasers } from './useArticleTeasers';

/** Articles the feed shows: the newest of all followed topics together. */
export const TOPIC_FEED_SIZE = 10;

type FeedState = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; articleIds: readonly number[] };

/**
 * The reader's personal topic feed: the newest articles of the followed topics (POST /api/bookmarkedTagsArticles),
 * as teasers. Asked again whenever the followed topics change.
 */
export function TopicFeed({ tagIds }: { tagIds: readonly number[] }) {
  const [feed, setFeed] = useState<FeedState>({ kind: 'loading' });
  const key = [...tagIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    let active = true;
    setFeed({ kind: 'loading' });
    fetchTopicArticleIds(key.split(',').map(Number)).then(
      (ids) => active && setFeed({ kind: 'loaded', articleIds: ids.slice(0, TOPIC_FEED_SIZE) }),
      () => active && setFeed({ kind: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [key]);
  const teasers = useArticleTeasers(feed.kind === 'loaded' && key !== '' ? feed.articleIds : []);

  let content;
  if (key === '')
    content = <p>Folgen Sie oben einem Thema: Hier erscheinen dann die neuesten Artikel dazu.</p>;
  else if (feed.kind === 'loading') content = <Loading text="Ihre Artikel werden geladen …" />;
  else if (feed.kind === 'error')
    content = (
      <p role="alert" className="pt-notice">
        Die Artikel Ihrer Themen konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  else if (feed.articleIds.length === 0) content = <p>Zu Ihren Themen gibt es noch keine Artikel.</p>;
  else
    content = (
      <ul className="pt-bookmarks" aria-label="Artikel Ihrer Themen">
        {feed.articleIds.map((id) => (
          <li key={id} className="pt-bookmark">
            <TeaserSlot state={teasers.get(id)} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="pt-feed" aria-labelledby="pt-topic-feed">
      <h2 id="pt-topic-feed">Neueste Artikel Ihrer Themen</h2>
      {content}
    </section>
  );
}
