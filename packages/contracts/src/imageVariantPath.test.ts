import {
  formatImageVariantPath,
  isImageSourcePath,
  normalizeImageFocus,
  parseCropVal,
  parsePresetSegment,
} from './imageVariantPath';

describe('image variant path', () => {
  it('formats /{signature}/{preset}[@x_y]/{width}.{format}/{sourcePath}', () => {
    const base = { signature: 'A'.repeat(22), preset: 'teaser', width: 640, format: 'avif' } as const;
    expect(formatImageVariantPath({ ...base, sourcePath: 'seed/rb-1.jpg' })).toBe(
      `/${'A'.repeat(22)}/teaser/640.avif/seed/rb-1.jpg`,
    );
    expect(formatImageVariantPath({ ...base, sourcePath: 'a.jpg', focus: { x: 20, y: 80 } })).toBe(
      `/${'A'.repeat(22)}/teaser@25_75/640.avif/a.jpg`,
    );
  });

  it('accepts only safe relative source paths with an image extension', () => {
    expect(isImageSourcePath('seed/rb-100001.jpg')).toBe(true);
    expect(isImageSourcePath('a/b/c_d.webp')).toBe(true);
    for (const bad of [
      '',
      '/seed/a.jpg',
      '../a.jpg',
      'seed/../a.jpg',
      'seed/./a.jpg',
      'seed//a.jpg',
      '.hidden.jpg',
      'seed\\a.jpg',
      'seed/a.svg',
      'seed/a b.jpg',
      'seed/a%2e.jpg',
      'a/b/c/d/e/f/g/h/i.jpg',
    ])
      expect(isImageSourcePath(bad)).toBe(false);
  });

  it('parses cropVal "x,y" in percent onto the 25 % grid, centre and bad values as none', () => {
    expect(parseCropVal('30,90')).toEqual({ x: 25, y: 100 });
    expect(parseCropVal(' 0 , 12.5 ')).toEqual({ x: 0, y: 25 });
    expect(parseCropVal('50,50')).toBeUndefined();
    expect(parseCropVal('120,10')).toBeUndefined();
    expect(parseCropVal('left')).toBeUndefined();
    expect(parseCropVal(undefined)).toBeUndefined();
    expect(normalizeImageFocus({ x: Number.NaN, y: 1 })).toBeUndefined();
  });

  it('parses only canonical preset segments', () => {
    expect(parsePresetSegment('teaser')).toEqual({ preset: 'teaser' });
    expect(parsePresetSegment('square@0_100')).toEqual({ preset: 'square', focus: { x: 0, y: 100 } });
    expect(parsePresetSegment('square@30_100')).toBeUndefined();
    expect(parsePresetSegment('square@50_50')).toBeUndefined();
    expect(parsePresetSegment('square@x')).toBeUndefined();
  });
});
