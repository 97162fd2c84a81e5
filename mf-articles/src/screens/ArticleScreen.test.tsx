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

describe('ArticleScreen header gallery', () => {
  const picture = (n: number) => ({ ...articleFixture.img!, baseUrl: `https://img.example/g${n}.jpg` });
  const gallery = { ...articleFixture, galleryHeader: [picture(1), picture(2), picture(3)] };

  it('is a focusable strip of all pictures with the swipe hint when the brand has it (swipeHint)', () => {
    render(<ArticleScreen article={gallery} paywall={paywall} swipeHint />);
    const region = screen.getByRole('region', { name: 'Bildergalerie' });
    const strip = screen.getByRole('list', { name: '3 Bilder' });
    expect(region.contains(strip)).toBe(true);
    expect(strip.tabIndex).toBe(0);
    expect(strip.querySelectorAll('li figure')).toHaveLength(3);
    expect(screen.getByRole('note').textContent).toContain('Wischen Sie für weitere Bilder');
  });

  it('has no swipe hint without swipeHint', () => {
    render(<ArticleScreen article={gallery} paywall={paywall} />);
    expect(screen.getByRole('list', { name: '3 Bilder' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
