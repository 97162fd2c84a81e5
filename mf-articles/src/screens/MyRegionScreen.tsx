import type { PersonalFeeds } from '@news/contracts/contentPages';
import { RegionTree } from '../components/RegionTree';
import { TeaserList } from '../components/TeaserList';
import { useMyRegionFeed, type MyRegionFeed } from '../useMyRegionFeed';

function Choose() {
  return (
    <p className="ar-actions" data-analytics="user_personalisation_click">
      <a className="ar-button" href="/regions">
        Regionen auswählen
      </a>
      <a className="ar-button ar-button--secondary" href="/deine-themen-verwalten">
        Themen auswählen
      </a>
    </p>
  );
}

function Personal({ feed }: { feed: MyRegionFeed }) {
  switch (feed.kind) {
    case 'unknown':
    case 'anonymous':
      return (
        <div className="ar-note">
          <p>
            Hier lesen Sie die Nachrichten aus den Orten, die Sie interessieren. Um Ihre Regionen auszuwählen,{' '}
            <a href="#login">melden Sie sich bitte an</a> oder{' '}
            <a href="#register">registrieren Sie sich kostenlos</a>. Bis dahin finden Sie die Nachrichten
            jeder Region über die Links unten.
          </p>
        </div>
      );
    case 'loading':
      return (
        <p role="status" aria-busy="true">
          Die Nachrichten Ihrer Regionen werden geladen …
        </p>
      );
    case 'error':
      return (
        <p role="alert" className="ar-note">
          Ihre Regionen konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.
        </p>
      );
    case 'none':
      return (
        <div className="ar-note">
          <p>
            Sie folgen noch keiner Region. Wählen Sie Orte und Themen, dann finden Sie hier deren Nachrichten.
          </p>
          <Choose />
        </div>
      );
    case 'loaded':
      return (
        <section aria-labelledby="ar-my-region-feed">
          <h2 id="ar-my-region-feed">Nachrichten aus Ihren Regionen</h2>
          <p>
            Sie folgen: {feed.regions.join(', ')}. <a href="/regions">Regionen ändern</a>
          </p>
          {feed.teasers.length === 0 ? (
            <p>Aus Ihren Regionen gibt es gerade keine Artikel.</p>
          ) : (
            <TeaserList teasers={feed.teasers} headingLevel="h3" />
          )}
        </section>
      );
  }
}

/**
 * /meineregion (spec §2 "Region bookmarks"): the server renders the anonymous view (an invitation to log in and
 * choose regions, and the region tree as links); after hydration a logged-in reader sees the newest articles of
 * the regions they follow, or the way to /regions and /deine-themen-verwalten when they follow none.
 */
export function MyRegionScreen({ regions }: { regions: PersonalFeeds }) {
  const feed = useMyRegionFeed(regions.items);
  return (
    <div className="ar-page">
      <h1>Meine Region</h1>
      <Personal feed={feed} />
      <section aria-labelledby="ar-all-regions">
        <h2 id="ar-all-regions">Alle Regionen</h2>
        <RegionTree nodes={regions.items} />
      </section>
    </div>
  );
}
