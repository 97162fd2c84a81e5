import type { ArticleBookmark } from '@news/contracts/userApi';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

export type BookmarkListState =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'loaded'; bookmarks: readonly ArticleBookmark[] };

/**
 * The reader's article bookmarks, newest first, from the shell's replayed `bookmarkList` topic: the shell loads
 * them after the login and keeps them after every add and remove. Loading until the shell announced them.
 */
export function useBookmarkList(): BookmarkListState {
  const [state, setState] = useState<BookmarkListState>({ kind: 'loading' });
  useEffect(() => {
    const subscription = eventBus.on('bookmarkList').subscribe((event) => {
      if (event.type === 'BOOKMARKS_LOADED') setState({ kind: 'loaded', bookmarks: event.bookmarks });
      else setState({ kind: event.type === 'BOOKMARKS_UNAVAILABLE' ? 'unavailable' : 'loading' });
    });
    return () => subscription.unsubscribe();
  }, []);
  return state;
}
