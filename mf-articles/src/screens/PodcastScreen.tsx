import type { PodcastPage } from '@news/contracts/contentPages';
import { DateTime } from '@news/ui/DateTime';
import { ResponsiveImage } from '@news/ui/ResponsiveImage';
import { formatDuration } from '../components/formatDuration';

export function PodcastScreen({ podcast }: { podcast: PodcastPage }) {
  return (
    <div className="ar-page ar-podcast">
      <p className="ar-page__parent">
        <a href="/podcasts">Alle Podcasts</a>
      </p>
      <header className="ar-podcast__header">
        {podcast.img ? (
          <ResponsiveImage
            image={podcast.img}
            preset="square"
            sizes={{ base: '100vw', md: '240px' }}
            priority
          />
        ) : null}
        <div>
          <h1>{podcast.title}</h1>
          <p>{podcast.description}</p>
          <p className="ar-page__count">Mit {podcast.hosts}</p>
        </div>
      </header>
      <h2 className="ui-section-header ui-section-header--ruler">Alle Folgen</h2>
      <ol className="ar-episodes" reversed>
        {podcast.episodes.map((e) => (
          <li key={e.id} className="ar-episode">
            <h3 className="ar-episode__title">
              Folge {e.episodeNumber}: {e.title}
            </h3>
            <p className="ar-page__count">
              <DateTime iso={e.publishDate} withTime={false} /> · {formatDuration(e.durationSeconds)}
            </p>
            <p>{e.description}</p>
            <audio
              controls
              preload="none"
              src={e.audioUrl}
              aria-label={`Folge ${e.episodeNumber} anhören: ${e.title}`}
            >
              <a href={e.audioUrl}>Folge {e.episodeNumber} herunterladen</a>
            </audio>
          </li>
        ))}
      </ol>
    </div>
  );
}
