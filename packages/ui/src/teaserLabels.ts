import type { TeaserBadge } from '@news/contracts/content';

type Labelled = {
  badge?: TeaserBadge | undefined;
  isOpinion?: boolean;
  isPodcast?: boolean;
  isVideoArticle?: boolean;
};

/** The badge shown: the given one, else Kommentar for opinion pieces (spec §3: the default badge is Kommentar). */
export function displayBadge({ badge, isOpinion }: Labelled): TeaserBadge | undefined {
  return badge ?? (isOpinion ? 'Kommentar' : undefined);
}

/** Format markers of a teaser, in reading order. */
export function teaserMarkers({ isPodcast, isVideoArticle }: Labelled): ('Podcast' | 'Video')[] {
  const markers: ('Podcast' | 'Video')[] = [];
  if (isPodcast) markers.push('Podcast');
  if (isVideoArticle) markers.push('Video');
  return markers;
}
