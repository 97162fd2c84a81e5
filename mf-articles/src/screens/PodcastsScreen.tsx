import type { PodcastsPage } from '@news/contracts/contentPages';
import { ResponsiveImage } from '@news/ui/ResponsiveImage';

export function PodcastsScreen({ podcasts }: { podcasts: PodcastsPage }) {
  return (
    <div className="ar-page">
      <h1>Podcasts</h1>
      <ul className="ar-cards">
        {podcasts.podcasts.map((p, i) => (
          <li key={p.id} className="ar-card">
            {p.img ? (
              <ResponsiveImage
                image={p.img}
                preset="square"
                sizes={{ base: '100vw', md: '240px' }}
                priority={i === 0}
              />
            ) : null}
            <h2 className="ar-card__title">
              <a href={p.targetPathOrUrl}>{p.title}</a>
            </h2>
            <p>{p.description}</p>
            <p className="ar-page__count">
              Mit {p.hosts} · {p.episodeCount === 1 ? '1 Folge' : `${p.episodeCount} Folgen`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
