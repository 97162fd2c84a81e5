import { displayBadge, teaserMarkers } from './teaserLabels';

describe('displayBadge', () => {
  it('keeps a given badge', () => {
    expect(displayBadge({ badge: 'Live', isOpinion: true })).toBe('Live');
  });
  it('defaults to Kommentar for opinion pieces only', () => {
    expect(displayBadge({ isOpinion: true })).toBe('Kommentar');
    expect(displayBadge({ isOpinion: false })).toBeUndefined();
  });
});

describe('teaserMarkers', () => {
  it('lists podcast and video markers', () => {
    expect(teaserMarkers({ isPodcast: true, isVideoArticle: true })).toEqual(['Podcast', 'Video']);
    expect(teaserMarkers({ isPodcast: false, isVideoArticle: false })).toEqual([]);
  });
});
