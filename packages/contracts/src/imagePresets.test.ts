import {
  getImagePreset,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  isImagePresetName,
  presetHeight,
  SCREEN_WIDTHS,
  UnknownImagePresetError,
} from './imagePresets';

describe('image presets', () => {
  it('has the spec qualities and aspect ratios', () => {
    expect(getImagePreset('teaser')).toEqual({ aspectRatio: [16, 9], quality: 75 });
    expect(getImagePreset('teaser-square')).toEqual({ aspectRatio: [1, 1], quality: 75 });
    expect(getImagePreset('article')).toEqual({ aspectRatio: [16, 9], quality: 70 });
    expect(getImagePreset('square')).toEqual({ aspectRatio: [1, 1], quality: 70 });
  });

  it('throws a clear error for an unknown preset, also for inherited names', () => {
    expect(() => getImagePreset('hero')).toThrow(UnknownImagePresetError);
    expect(() => getImagePreset('hero')).toThrow(
      'Unknown image preset "hero"; known presets: teaser, teaser-square, article, square',
    );
    expect(isImagePresetName('constructor')).toBe(false);
    expect(isImagePresetName('__proto__')).toBe(false);
    expect(() => getImagePreset('toString')).toThrow(UnknownImagePresetError);
  });

  it('allows every screen width at densities 1 and 2, ascending and unique', () => {
    for (const w of Object.values(SCREEN_WIDTHS)) {
      expect(IMAGE_WIDTHS).toContain(w);
      expect(IMAGE_WIDTHS).toContain(w * 2);
    }
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('offers avif and webp, jpeg last', () => {
    expect(IMAGE_FORMATS).toEqual(['avif', 'webp', 'jpeg']);
  });

  it('computes whole-pixel heights for every width', () => {
    expect(presetHeight(getImagePreset('teaser'), 640)).toBe(360);
    expect(presetHeight(getImagePreset('square'), 640)).toBe(640);
    for (const w of IMAGE_WIDTHS) expect(Number.isInteger((w * 9) / 16)).toBe(true);
  });
});
