import {
  IMAGE_DENSITIES,
  SCREEN_WIDTHS,
  UnknownImagePresetError,
  type ImagePresetName,
} from './imagePresets';
import { imageSizes, imageSrcSet, imageSrcSetWidths, imageUrl, parseSignedImageBaseUrl } from './imageUrl';

const sig = 'Ab3xQ0c9-_Zz81kLmN0pQr';
const src = `/img/${sig}/seed/rb-100001.jpg`;

describe('imageUrl', () => {
  it('puts preset, width and format between the signature and the source path', () => {
    expect(imageUrl({ src, preset: 'teaser', width: 640, format: 'avif' })).toBe(
      `/img/${sig}/teaser/640.avif/seed/rb-100001.jpg`,
    );
    expect(imageUrl({ src, preset: 'square', width: 320, format: 'jpeg', focus: { x: 0, y: 40 } })).toBe(
      `/img/${sig}/square@0_50/320.jpeg/seed/rb-100001.jpg`,
    );
  });

  it('keeps an absolute image host', () => {
    expect(
      imageUrl({
        src: `https://img.example.org/img/${sig}/a.jpg`,
        preset: 'article',
        width: 768,
        format: 'webp',
      }),
    ).toBe(`https://img.example.org/img/${sig}/article/768.webp/a.jpg`);
  });

  it('throws clear errors for an unknown preset, width, format or an unsigned baseUrl', () => {
    expect(() => imageUrl({ src, preset: 'hero' as ImagePresetName, width: 640, format: 'webp' })).toThrow(
      UnknownImagePresetError,
    );
    expect(() => imageUrl({ src, preset: 'teaser', width: 641, format: 'webp' })).toThrow(
      'Image width 641 is not allowed',
    );
    expect(() => imageUrl({ src, preset: 'teaser', width: 640, format: 'gif' as 'webp' })).toThrow(
      'Unknown image format "gif"',
    );
    expect(() => imageUrl({ src: '/seed/rb-1.jpg', preset: 'teaser', width: 640, format: 'webp' })).toThrow(
      'is not a signed image path',
    );
  });

  it('parses only signed baseUrls with a safe source path', () => {
    expect(parseSignedImageBaseUrl(src)).toEqual({
      prefix: '/img',
      signature: sig,
      sourcePath: 'seed/rb-100001.jpg',
    });
    expect(parseSignedImageBaseUrl(`/img/${sig}/../x.jpg`)).toBeUndefined();
    expect(parseSignedImageBaseUrl(`/img/short/x.jpg`)).toBeUndefined();
    expect(parseSignedImageBaseUrl(`javascript:alert(1)//img/${sig}/x.jpg`)).toBeUndefined();
  });
});

describe('imageSrcSet', () => {
  it('contains every screen width at every density for the format', () => {
    const srcSet = imageSrcSet({ src, preset: 'teaser', format: 'avif' });
    for (const w of Object.values(SCREEN_WIDTHS))
      for (const d of IMAGE_DENSITIES)
        expect(srcSet).toContain(`/img/${sig}/teaser/${w * d}.avif/seed/rb-100001.jpg ${w * d}w`);
    expect(srcSet.split(', ')).toHaveLength(9);
  });

  it('drops widths above the source, keeping the next one up', () => {
    expect(imageSrcSetWidths(1200)).toEqual([320, 640, 768, 1024, 1280]);
    expect(imageSrcSetWidths(1280)).toEqual([320, 640, 768, 1024, 1280]);
    expect(imageSrcSetWidths(100)).toEqual([320]);
    expect(imageSrcSetWidths(5000)).toHaveLength(9);
  });

  it('throws for an unknown preset', () => {
    expect(() => imageSrcSet({ src, preset: 'nope' as ImagePresetName, format: 'webp' })).toThrow(
      'Unknown image preset "nope"',
    );
  });
});

describe('imageSizes', () => {
  it('orders the media conditions from the widest screen down', () => {
    expect(imageSizes({ base: '100vw', md: '50vw', xl: '400px' })).toBe(
      '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw',
    );
    expect(imageSizes({ base: '100vw' })).toBe('100vw');
    expect(imageSizes('(min-width: 640px) 50vw, 100vw')).toBe('(min-width: 640px) 50vw, 100vw');
  });

  it('rejects a value that would break the attribute', () => {
    expect(() => imageSizes({ base: '100vw, 50vw' })).toThrow('Invalid image size');
  });
});
