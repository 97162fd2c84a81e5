import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';
import { Loading } from './Loading';
import { LoginPrompt } from './LoginPrompt';
import { TeaserSlot } from './TeaserSlot';
import { useArticleTeasers, type TeaserState } from './useArticleTeasers';
import { useBookmarkList } from './useBookmarkList';
import type { PortalSession } from './usePortalSession';

function BookmarkItem({ articleId, state }: { articleId: number; state: TeaserState | undefined }) {
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    const subscription = eventBus.on('bookmarks').subscribe((event) => {
      if (event.articleId === articleId && event.type === 'BOOKMARK_FAILED') setRemoving(false);
    });
    return () => subscription.unsubscribe();
  }, [articleId]);
  const title = state?.kind === 'teaser' ? state.teaser.title : `Artikel ${articleId}`;
  const remove = () => {
    setRemoving(true);
    eventBus.publish('bookmarks', { type: 'BOOKMARK_REMOVE_REQUESTED', articleId });
  };
  return (
    <li className="pt-bookmark">
      <TeaserSlot state={state} />
      <button
        type="button"
        className="pt-button"
        aria-label={`„${title}“ von der Merkliste entfernen`}
        disabled={removing}
        onClick={remove}
      >
        {removing ? 'Wird entfernt …' : 'Entfernen'}
      </button>
    </li>
  );
}

function BookmarkList() {
  const list = useBookmarkList();
  const teasers = useArticleTeasers(list.kind === 'loaded' ? list.bookmarks.map((b) => b.articleId) : []);
  if (list.kind === 'loading') return <Loading text="Ihre Merkliste wird geladen …" />;
  if (list.kind === 'unavailable') {
    return (
      <p role="alert" className="pt-notice">
        Ihre Merkliste konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  }
  if (list.bookmarks.length === 0) return <p>Sie haben noch keine Artikel gemerkt.</p>;
  return (
    <ul className="pt-bookmarks" aria-label="Gemerkte Artikel">
      {list.bookmarks.map((b) => (
        <BookmarkItem key={b.articleId} articleId={b.articleId} state={teasers.get(b.articleId)} />
      ))}
    </ul>
  );
}

/**
 * The member portal's bookmark list (spec §2 /bookmarks and /__mein-portal/bookmarks, §3 Bookmarks): no login
 * guard (spec §6), so a logged-out reader gets a prompt here instead of the automatic dialog. The bookmarked
 * articles newest first as teasers, each with a remove button that asks the shell on the bus.
 */
export function BookmarksPage({ session }: { session: PortalSession }) {
  if (session.kind === 'loading') return <Loading />;
  if (session.kind === 'loggedOut') {
    return <LoginPrompt reason="Melden Sie sich an, um Artikel zu merken und hier später zu lesen." />;
  }
  return <BookmarkList />;
}
