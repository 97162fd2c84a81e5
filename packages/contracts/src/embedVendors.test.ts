import { embedSource } from './embedVendors';

describe('embedSource', () => {
  it("accepts a player address on the vendor's origin only", () => {
    expect(embedSource('youtube', 'https://www.youtube-nocookie.com/embed/abc')).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
    expect(embedSource('youtube', 'https://player.vimeo.com/video/1')).toBeUndefined();
    expect(embedSource('youtube', 'http://www.youtube-nocookie.com/embed/abc')).toBeUndefined();
    expect(embedSource('vimeo', 'javascript:alert(1)')).toBeUndefined();
    expect(embedSource('vimeo', 'nonsense')).toBeUndefined();
  });
});
