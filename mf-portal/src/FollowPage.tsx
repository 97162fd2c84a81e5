import type { BusUser } from '@news/contracts/busEvents';
import './feeds.css';
import { FeedTree } from './FeedTree';
import { Loading } from './Loading';
import { TopicFeed } from './TopicFeed';
import { useFeedBookmarks } from './useFeedBookmarks';
import { useFeedTree, type FeedKind } from './useFeedTree';

const texts: Record<
  FeedKind,
  { intro: string; tree: string; loading: string; error: string; empty: string }
> = {
  topics: {
    intro: 'Wählen Sie die Themen, denen Sie folgen möchten. Ihre neuesten Artikel finden Sie unten.',
    tree: 'Themen',
    loading: 'Die Themen werden geladen …',
    error: 'Die Themen konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    empty: 'Es gibt noch keine Themen, denen Sie folgen können.',
  },
  regions: {
    intro: 'Wählen Sie die Orte, deren Nachrichten Sie unter „Meine Region“ lesen möchten.',
    tree: 'Regionen',
    loading: 'Die Regionen werden geladen …',
    error: 'Die Regionen konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    empty: 'Es gibt noch keine Regionen, denen Sie folgen können.',
  },
};

/**
 * /deine-themen-verwalten and /regions (spec §2, login required): the topic or region tree of the content API with a
 * follow toggle per node (the user API's tag or region bookmarks), a live region that says what changed, and below
 * the topics the reader's personal feed; the regions lead to /meineregion.
 */
export function FollowPage({ kind, user }: { kind: FeedKind; user: BusUser }) {
  const tree = useFeedTree(kind);
  const { state, notice, toggle } = useFeedBookmarks(kind === 'topics' ? 'tag' : 'region', user.ssoId);
  const text = texts[kind];
  let content;
  if (tree.kind === 'error' || state.kind === 'error')
    content = (
      <p role="alert" className="pt-notice">
        {tree.kind === 'error'
          ? text.error
          : 'Ihre Auswahl konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.'}
      </p>
    );
  else if (tree.kind === 'loading' || state.kind === 'loading') content = <Loading text={text.loading} />;
  else if (tree.nodes.length === 0) content = <p>{text.empty}</p>;
  else
    content = (
      <nav aria-label={text.tree}>
        <FeedTree
          nodes={tree.nodes}
          isFollowed={(id) => state.followed.has(id)}
          isPending={(id) => state.pending.has(id)}
          onToggle={(node, follow) => void toggle(node, follow)}
        />
      </nav>
    );
  const followed = state.kind === 'loaded' ? [...state.followed.keys()] : [];
  return (
    <div className="pt-follow-page">
      <p>{text.intro}</p>
      <p role="status" className="pt-follow-notice">
        {notice?.kind === 'done' ? notice.text : ''}
      </p>
      {notice?.kind === 'failed' ? (
        <p role="alert" className="pt-notice">
          {notice.text}
        </p>
      ) : null}
      {content}
      {kind === 'topics' && state.kind === 'loaded' ? <TopicFeed tagIds={followed} /> : null}
      {kind === 'regions' && state.kind === 'loaded' ? (
        <p className="pt-actions">
          <a className="pt-button pt-button--primary" href="/meineregion">
            Nachrichten aus meiner Region lesen
          </a>
        </p>
      ) : null}
    </div>
  );
}
