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

describe('signImageUrls, more shapes', () => {
  const sign = (p: string) => `/img/sig${p}`;
  const image = (baseUrl: string) => ({ baseUrl, altText: 'Alt', caption: 'Bild', width: 1600, height: 900 });

  it('signs an image given directly and images in a top-level list', () => {
    expect(signImageUrls(image('/seed/a.jpg'), sign).baseUrl).toBe('/img/sig/seed/a.jpg');
    expect(signImageUrls([image('/seed/a.jpg'), image('/seed/b.jpg')], sign).map((i) => i.baseUrl)).toEqual([
      '/img/sig/seed/a.jpg',
      '/img/sig/seed/b.jpg',
    ]);
  });

  it('signs the images of a real page shape: teaser images, gallery, header video poster and body images', () => {
    const page = {
      img: image('/seed/lead.jpg'),
      galleryHeader: [image('/seed/g1.jpg'), image('/seed/g2.jpg')],
      headerVideo: { caption: 'Video', poster: image('/seed/poster.jpg') },
      contentItems: [
        { type: 'image', image: image('/seed/body.jpg') },
        { type: 'paragraph', text: 'Text' },
      ],
      relatedArticles: { topicName: 'Sport', teasers: [{ documentId: 1, img: image('/seed/t.jpg') }] },
    };
    const signed = JSON.stringify(signImageUrls(page, sign));
    for (const file of ['lead', 'g1', 'g2', 'poster', 'body', 't'])
      expect(signed).toContain(`"baseUrl":"/img/sig/seed/${file}.jpg"`);
    expect(signed).not.toMatch(/"baseUrl":"\/seed\//);
  });

  it('leaves objects alone that are no complete image object', () => {
    const almost = [
      { baseUrl: '/seed/a.jpg', altText: 'x', width: '10', height: 5 },
      { baseUrl: '/seed/a.jpg', altText: 'x', width: 10 },
      { baseUrl: 42, altText: 'x', width: 10, height: 5 },
      { baseUrl: '/seed/a.jpg', width: 10, height: 5 },
    ];
    expect(signImageUrls(almost, sign)).toEqual(almost);
  });

  it('passes null, numbers, strings and booleans through and signs each image once', () => {
    const calls: string[] = [];
    const input = { a: null, b: 0, c: 'x', d: false, e: [null, 1], img: image('/seed/x.jpg') };
    const out = signImageUrls(input, (p) => {
      calls.push(p);
      return sign(p);
    });
    expect(out).toEqual({ ...input, img: { ...input.img, baseUrl: '/img/sig/seed/x.jpg' } });
    expect(calls).toEqual(['/seed/x.jpg']);
  });

  it('does not change nested input lists or objects', () => {
    const input = { teasers: [{ img: image('/seed/a.jpg') }] };
    const out = signImageUrls(input, sign);
    expect(out.teasers).not.toBe(input.teasers);
    expect(input.teasers[0]?.img.baseUrl).toBe('/seed/a.jpg');
  });
});
