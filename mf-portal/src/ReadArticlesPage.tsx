import type { ReadArticle } from '@news/contracts/userApi';
import { DateTime } from '@news/ui/DateTime';
import './feeds.css';
import { Loading } from './Loading';
import { LoginPrompt } from './LoginPrompt';
import { TeaserSlot } from './TeaserSlot';
import { useArticleTeasers, type TeaserState } from './useArticleTeasers';
import type { PortalSession } from './usePortalSession';
import { useReadArticles } from './useReadArticles';

type ItemProps = {
  entry: ReadArticle;
  state: TeaserState | undefined;
  removing: boolean;
  onRemove: () => void;
};

function ReadArticleItem({ entry, state, removing, onRemove }: ItemProps) {
  const title = state?.kind === 'teaser' ? state.teaser.title : `Artikel ${entry.articleId}`;
  return (
    <li className="pt-bookmark">
      <TeaserSlot state={state} />
      <p className="pt-read-meta">
        <DateTime iso={entry.readAt} prefix="Zuletzt gelesen am" />
        {entry.visits > 1 ? ` · ${entry.visits}-mal gelesen` : null}
      </p>
      <button
        type="button"
        className="pt-button"
        aria-label={`„${title}“ aus dem Verlauf entfernen`}
        disabled={removing}
        onClick={onRemove}
      >
        {removing ? 'Wird entfernt …' : 'Entfernen'}
      </button>
    </li>
  );
}

function ReadArticleList({ ssoId }: { ssoId: string }) {
  const { state, failure, remove, clear } = useReadArticles(ssoId);
  const teasers = useArticleTeasers(state.kind === 'loaded' ? state.entries.map((e) => e.articleId) : []);
  if (state.kind === 'loading') return <Loading text="Ihr Verlauf wird geladen …" />;
  if (state.kind === 'error') {
    return (
      <p role="alert" className="pt-notice">
        Ihr Verlauf konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.
      </p>
    );
  }
  return (
    <>
      {failure ? (
        <p role="alert" className="pt-notice">
          {failure}
        </p>
      ) : null}
      {state.entries.length === 0 ? (
        <p role="status">Sie haben noch keine Artikel gelesen, seit Sie angemeldet sind.</p>
      ) : (
        <>
          <ul className="pt-bookmarks" aria-label="Zuletzt gelesene Artikel">
            {state.entries.map((entry) => (
              <ReadArticleItem
                key={entry.articleId}
                entry={entry}
                state={teasers.get(entry.articleId)}
                removing={state.pending.has(entry.articleId)}
                onRemove={() => void remove(entry.articleId)}
              />
            ))}
          </ul>
          <p className="pt-actions">
            <button
              type="button"
              className="pt-button"
              disabled={state.pending.has('all')}
              onClick={() => void clear()}
            >
              {state.pending.has('all') ? 'Wird gelöscht …' : 'Ganzen Verlauf löschen'}
            </button>
          </p>
        </>
      )}
    </>
  );
}

/**
 * /read-articles and /__mein-portal/read-articles (spec §2, §6: no login guard, so a logged-out reader gets the
 * prompt here): the articles the reader viewed while logged in, newest first, each removable, and the whole history.
 */
export function ReadArticlesPage({ session }: { session: PortalSession }) {
  if (session.kind === 'loading') return <Loading />;
  if (session.kind === 'loggedOut') {
    return (
      <LoginPrompt reason="Melden Sie sich an, um hier die Artikel wiederzufinden, die Sie gelesen haben." />
    );
  }
  return (
    <>
      <p>Hier finden Sie die Artikel, die Sie zuletzt gelesen haben – die neuesten zuerst.</p>
      <ReadArticleList ssoId={session.user.ssoId} />
    </>
  );
}
