/** @jest-environment jsdom */
import type { Image } from '@news/contracts/content';
import { IMAGE_DENSITIES, SCREEN_WIDTHS, type ImagePresetName } from '@news/contracts/imagePresets';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ResponsiveImage } from './ResponsiveImage';

const sig = 'Ab3xQ0c9-_Zz81kLmN0pQr';
const image: Image = {
  baseUrl: `/img/${sig}/seed/rb-100001.jpg`,
  altText: 'Marktplatz im Abendlicht',
  width: 4000,
  height: 2250,
};

function parts(container: HTMLElement) {
  const picture = container.querySelector('picture');
  const sources = Array.from(container.querySelectorAll('source'));
  const [avif] = sources;
  const img = container.querySelector('img');
  if (!picture || !avif || !img) throw new Error('incomplete picture');
  return { picture, sources, avif, img };
}

describe('ResponsiveImage', () => {
  it('renders an avif source for every width × density, with sizes, and a webp img of one width', () => {
    const { container } = render(
      <ResponsiveImage image={image} preset="teaser" sizes={{ base: '100vw', md: '50vw' }} />,
    );
    const { sources, avif, img } = parts(container);
    // one source: a browser without avif takes the img's one webp
    expect(sources).toHaveLength(1);
    expect(avif.getAttribute('type')).toBe('image/avif');
    expect(avif.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    for (const w of Object.values(SCREEN_WIDTHS))
      for (const d of IMAGE_DENSITIES) {
        expect(avif.getAttribute('srcset')).toContain(
          `/img/${sig}/teaser/${w * d}.avif/seed/rb-100001.jpg ${w * d}w`,
        );
      }
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.getAttribute('src')).toMatch(/\.webp\//);
  });

  it('gives the img a webp src of the middle width and the preset aspect as width/height', () => {
    const { container } = render(<ResponsiveImage image={image} preset="teaser" sizes="100vw" />);
    const { img } = parts(container);
    expect(img.getAttribute('src')).toBe(`/img/${sig}/teaser/1280.webp/seed/rb-100001.jpg`);
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('720');
    expect(img.getAttribute('alt')).toBe('Marktplatz im Abendlicht');
    expect(img.getAttribute('decoding')).toBe('async');

    const sq = parts(render(<ResponsiveImage image={image} preset="square" sizes="50vw" />).container).img;
    expect(sq.getAttribute('width')).toBe(sq.getAttribute('height'));
  });

  it('is lazy by default and eager with high fetch priority for the lead image', () => {
    const lazy = parts(
      render(<ResponsiveImage image={image} preset="article" sizes="100vw" />).container,
    ).img;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);

    const lead = parts(
      render(<ResponsiveImage image={image} preset="article" sizes="100vw" priority />).container,
    ).img;
    expect(lead.getAttribute('loading')).toBe('eager');
    expect(lead.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders the same attributes on the server', () => {
    const html = renderToString(<ResponsiveImage image={image} preset="article" sizes="100vw" priority />);
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('type="image/avif"');
  });

  it('offers no widths the source cannot fill and applies the crop focal point', () => {
    const small: Image = { ...image, width: 1200, height: 675, cropVal: '0,50' };
    const { avif, img } = parts(
      render(<ResponsiveImage image={small} preset="square" sizes="100vw" />).container,
    );
    expect(avif.getAttribute('srcset')).toContain('/square@0_50/1280.avif/');
    expect(avif.getAttribute('srcset')).not.toContain('1536w');
    expect(img.getAttribute('src')).toBe(`/img/${sig}/square@0_50/768.webp/seed/rb-100001.jpg`);
  });

  it('renders nothing for an unsigned baseUrl and throws for an unknown preset', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...image, baseUrl: '/seed/rb-1.jpg' }} preset="teaser" sizes="100vw" />,
    );
    expect(container.innerHTML).toBe('');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<ResponsiveImage image={image} preset={'hero' as ImagePresetName} sizes="100vw" />),
    ).toThrow('Unknown image preset "hero"');
  });
});
