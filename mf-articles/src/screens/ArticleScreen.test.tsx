/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { articleFixture } from '../testing/fixtures';
import { ArticleScreen } from './ArticleScreen';

const paywall = () => <div className="ar-paywall" />;
const video = {
  poster: articleFixture.img!,
  caption: 'Video: Drohnenflug über das Hochwasser',
  source: {
    src: '/media/videos/rb-drohnenflug.webm',
    type: 'video/webm' as const,
    captions: '/media/videos/rb-drohnenflug.vtt',
  },
};

describe('ArticleScreen header video', () => {
  it('is a native player with controls that loads nothing before play, a poster and German captions', () => {
    const { container } = render(
      <ArticleScreen
        article={{ ...articleFixture, isVideoArticle: true, headerVideo: video }}
        paywall={paywall}
      />,
    );
    const player = container.querySelector('video');
    expect(player).not.toBeNull();
    expect(player?.hasAttribute('controls')).toBe(true);
    expect(player?.getAttribute('preload')).toBe('none');
    expect(player?.getAttribute('poster')).toMatch(/^\/img\/.+\/article\/1280\.webp\/seed\/lokales-2\.jpg$/);
    expect(player?.getAttribute('aria-label')).toBe(video.caption);
    expect(player?.querySelector('source')?.getAttribute('src')).toBe(video.source.src);
    expect(player?.querySelector('source')?.getAttribute('type')).toBe('video/webm');
    const track = player?.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('de');
    expect(track?.getAttribute('src')).toBe(video.source.captions);
    expect(screen.getByText(video.caption).tagName).toBe('FIGCAPTION');
  });

  it('shows the poster image when the video has no file', () => {
    const { container } = render(
      <ArticleScreen
        article={{
          ...articleFixture,
          isVideoArticle: true,
          headerVideo: { poster: video.poster, caption: video.caption },
        }}
        paywall={paywall}
      />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('.ar-article__video img')).not.toBeNull();
  });
});
