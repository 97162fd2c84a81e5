import type { BookmarksEvent } from '@news/contracts/busEvents';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useId, useState } from 'react';

/** spec §9: the bookmark animation and its tooltip last 2 s. */
export const BOOKMARK_FEEDBACK_MS = 2000;

type Session = 'unknown' | 'loggedOut' | 'loggedIn';
type Refusal = { message: string; subscriptionLink: string };

/**
 * The "Merken" toggle of an article (spec §3 Bookmarks, §4 "Bookmark"). Its state comes from the bus
 * (`bookmarkList`, replayed by the shell); a click asks the shell on the `bookmarks` topic, which owns the
 * session and the user API. A logged-in reader sees the change at once (rolled back when the shell answers
 * BOOKMARK_FAILED or BOOKMARK_REFUSED); a logged-out reader gets the shell's login dialog. Server-rendered as
 * "not bookmarked" in a box of fixed size, so the state arriving after hydration moves nothing.
 */
export function BookmarkButton({ articleId, compact = false }: { articleId: number; compact?: boolean }) {
  const [session, setSession] = useState<Session>('unknown');
  const [saved, setSaved] = useState<ReadonlySet<number>>(() => new Set());
  /** The state shown while the shell works on this button's request (optimistic), else null. */
  const [pending, setPending] = useState<boolean | null>(null);
  /** The tooltip after a change; a new object per change, so each one gets its full 2 s. */
  const [feedback, setFeedback] = useState<{ text: string } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusalId = useId();

  useEffect(() => {
    const auth = eventBus
      .on('auth')
      .subscribe((event) => setSession(event.type === 'LOGOUT' ? 'loggedOut' : 'loggedIn'));
    const list = eventBus
      .on('bookmarkList')
      .subscribe((event) =>
        setSaved(new Set(event.type === 'BOOKMARKS_LOADED' ? event.bookmarks.map((b) => b.articleId) : [])),
      );
    const answers = eventBus.on('bookmarks').subscribe((event: BookmarksEvent) => {
      if (event.articleId !== articleId) return;
      if (event.type === 'BOOKMARK_ADDED' || event.type === 'BOOKMARK_REMOVED') {
        setPending(null);
        setFeedback({
          text: event.type === 'BOOKMARK_ADDED' ? 'Artikel gemerkt' : 'Von der Merkliste entfernt',
        });
      } else if (event.type === 'BOOKMARK_REFUSED') {
        setPending(null);
        setRefusal({ message: event.message, subscriptionLink: event.subscriptionLink });
      } else if (event.type === 'BOOKMARK_FAILED') {
        setPending(null);
      }
    });
    auth.add(list);
    auth.add(answers);
    return () => auth.unsubscribe();
  }, [articleId]);

  useEffect(() => {
    if (feedback === null) return;
    const timer = setTimeout(() => setFeedback(null), BOOKMARK_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const pressed = pending ?? saved.has(articleId);

  const onClick = () => {
    if (pending !== null) return;
    setRefusal(null);
    if (session !== 'loggedIn') {
      eventBus.publish('bookmarks', { type: 'BOOKMARK_ADD_REQUESTED', articleId });
      return;
    }
    setPending(!pressed);
    eventBus.publish('bookmarks', {
      type: pressed ? 'BOOKMARK_REMOVE_REQUESTED' : 'BOOKMARK_ADD_REQUESTED',
      articleId,
    });
  };

  const className = [
    'ui-bookmark',
    compact ? 'ui-bookmark--compact' : '',
    feedback ? 'ui-bookmark--animate' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={className}
      data-analytics={compact ? 'teaser_tool_click' : 'article_tool_click'}
      data-analytics-article-id={articleId}
    >
      <button
        type="button"
        className="ui-bookmark__button"
        aria-pressed={pressed}
        aria-label={pressed ? 'Gemerkt – entfernen' : 'Artikel merken'}
        aria-busy={pending !== null ? true : undefined}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={onClick}
      >
        <svg className="ui-bookmark__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 3h12v18l-6-4.5L6 21z" />
        </svg>
        {compact ? null : <span className="ui-bookmark__text">{pressed ? 'Gemerkt' : 'Merken'}</span>}
      </button>
      <span className="ui-bookmark__tooltip" role="status" data-visible={feedback !== null}>
        {feedback?.text ?? ''}
      </span>
      {refusal ? (
        <span className="ui-bookmark__refusal" role="alert" id={refusalId}>
          <span>{refusal.message}</span> <a href={refusal.subscriptionLink}>Jetzt Plus abonnieren</a>
          <button
            type="button"
            className="ui-bookmark__close"
            aria-label="Hinweis schließen"
            onClick={() => setRefusal(null)}
          >
            ×
          </button>
        </span>
      ) : null}
    </span>
  );
}
