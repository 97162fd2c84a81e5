import { signImageUrls } from './signImageUrls';

describe('signImageUrls', () => {
  it('signs image objects at any depth and leaves everything else alone', () => {
    const image = { baseUrl: '/seed/a.jpg', altText: 'x', width: 10, height: 5 };
    const input = {
      img: image,
      list: [{ type: 'image', image: { ...image, baseUrl: '/seed/b.jpg' } }, { baseUrl: '/seed/c.jpg' }],
      title: 'baseUrl',
    };
    const out = signImageUrls(input, (p) => `/img/sig${p}`);
    expect(out).toEqual({
      img: { ...image, baseUrl: '/img/sig/seed/a.jpg' },
      list: [
        { type: 'image', image: { ...image, baseUrl: '/img/sig/seed/b.jpg' } },
        { baseUrl: '/seed/c.jpg' },
      ],
      title: 'baseUrl',
    });
    expect(input.img.baseUrl).toBe('/seed/a.jpg');
  });
});
