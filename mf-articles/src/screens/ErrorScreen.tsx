import { useEffect, useState } from 'react';
import type { ArticleTeaser } from '@news/contracts/content';
import { SectionHeader } from '@news/ui/SectionHeader';
import { Teaser } from '@news/ui/Teaser';
import { SearchForm } from '../components/SearchForm';
import { failedPageAddress } from '../failedPageAddress';
import { fetchArticleSearch } from '../fetchArticleSearch';
import { findSimilarArticles } from '../findSimilarArticles';
import { useReconnectRedirect } from '../useReconnectRedirect';

/** Spec §2: an error without a status code is shown as 520. */
export const DEFAULT_ERROR_STATUS = 520;

type Props = {
  status?: number;
  /** The status message, e.g. "Seite nicht gefunden: /lokales?x=1"; without one the serialized error is shown. */
  message?: string | undefined;
  error?: unknown;
  /** Address of the page that failed; default: the path in `message`. */
  url?: string | undefined;
  /** Client only: navigate in the app (the search form). */
  onSearch?: ((url: string) => void) | undefined;
};

const serialize = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
};

/**
 * The error page (spec §2): status code and message, the 404 text, a link home and a search form. Online it
 * offers up to 3 similar articles (found from the failed page's address); offline it says that it will return
 * to the failed page by itself, and once the connection is back it counts down 5 seconds and does so. Bots never
 * get this page: the gateway answers them with the bare status.
 */
export function ErrorScreen({ status = DEFAULT_ERROR_STATUS, message, error, url, onSearch }: Props) {
  const address = failedPageAddress({ url, message });
  const connection = useReconnectRedirect(address);
  const [similar, setSimilar] = useState<ArticleTeaser[]>([]);

  useEffect(() => {
    if (!navigator.onLine) return;
    let cancelled = false;
    findSimilarArticles(address, fetchArticleSearch).then(
      (teasers) => {
        if (!cancelled && teasers.length > 0) setSimilar(teasers);
      },
      // Spec §8: similar-article search errors are only logged.
      (err: unknown) => console.warn('[mf-articles] similar articles unavailable', err),
    );
    return () => {
      cancelled = true;
    };
  }, [address]);

  const notFound = status === 404;
  return (
    <div className="ar-notice ar-error" data-status={status}>
      <h1>{notFound ? 'Seite nicht gefunden' : 'Es ist ein Fehler aufgetreten'}</h1>
      <p className="ar-error__status">Fehler {status}</p>
      <p className="ar-notice__detail">{message ?? serialize(error)}</p>
      {notFound ? (
        <>
          <p>
            Die gewünschte Seite gibt es leider nicht (mehr). Vielleicht hat sich die Adresse geändert oder
            der Beitrag ist nicht mehr online. Suchen Sie nach Ihrem Thema oder schauen Sie auf einer dieser
            Seiten vorbei:
          </p>
          <nav aria-label="Weiter lesen">
            <ul className="ar-error__links">
              <li>
                <a href="/neueste-artikel">Neueste Artikel</a>
              </li>
              <li>
                <a href="/schlagzeilen">Schlagzeilen</a>
              </li>
              <li>
                <a href="/themen">Alle Themen</a>
              </li>
            </ul>
          </nav>
        </>
      ) : null}
      <div role="status" aria-live="polite" className="ar-error__connection">
        {connection.phase === 'offline' ? (
          <p>
            Sie sind offline. Sobald die Verbindung wieder besteht, leiten wir Sie automatisch zur gewünschten
            Seite weiter.
          </p>
        ) : null}
        {connection.phase === 'reconnected' ? (
          <p>
            Sie sind wieder online. Weiterleitung in {Math.ceil(connection.remainingMs / 1000)} Sekunden …
          </p>
        ) : null}
      </div>
      <p>
        <a href="/">Zur Startseite</a>
      </p>
      <SearchForm query="" onSearch={onSearch} />
      {connection.phase === 'online' && similar.length > 0 ? (
        <section className="ar-error__similar" aria-label="Ähnliche Artikel">
          <SectionHeader title="Ähnliche Artikel" />
          {similar.map((teaser) => (
            <Teaser key={teaser.documentId} teaser={teaser} variant="list" />
          ))}
        </section>
      ) : null}
    </div>
  );
}
