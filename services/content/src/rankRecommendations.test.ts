import { rankRecommendations, type RecommendationCandidate } from './rankRecommendations';

const candidates: RecommendationCandidate[] = [
  { id: 1, sharedTags: 1, publishDate: '2026-11-20T08:00:00.000Z' },
  { id: 2, sharedTags: 3, publishDate: '2026-11-01T08:00:00.000Z' },
  { id: 3, sharedTags: 2, publishDate: '2026-11-25T08:00:00.000Z' },
  { id: 4, sharedTags: 3, publishDate: '2026-11-10T08:00:00.000Z' },
  { id: 5, sharedTags: 1, publishDate: '2026-11-26T08:00:00.000Z' },
];

describe('rankRecommendations', () => {
  it('ranks by shared tags, newer first among equals', () => {
    expect(rankRecommendations(candidates, { currentId: 99, ranking: 'topics', limit: 10 })).toEqual([
      4, 2, 3, 5, 1,
    ]);
  });

  it('ranks by recency only when topic ranking is off', () => {
    expect(rankRecommendations(candidates, { currentId: 99, ranking: 'recency', limit: 10 })).toEqual([
      5, 3, 1, 4, 2,
    ]);
  });

  it('never recommends the current article or one without a shared tag', () => {
    const withSelf = [
      ...candidates,
      { id: 7, sharedTags: 9, publishDate: '2026-11-26T09:00:00.000Z' },
      { id: 8, sharedTags: 0, publishDate: '2026-11-26T10:00:00.000Z' },
    ];
    const ranked = rankRecommendations(withSelf, { currentId: 7, ranking: 'recency', limit: 10 });
    expect(ranked).not.toContain(7);
    expect(ranked).not.toContain(8);
    expect(ranked[0]).toBe(5);
  });

  it('answers at most the limit, the same publish time ordered by the higher id', () => {
    const tied = [
      { id: 10, sharedTags: 1, publishDate: '2026-11-26T08:00:00.000Z' },
      { id: 11, sharedTags: 1, publishDate: '2026-11-26T08:00:00.000Z' },
    ];
    expect(
      rankRecommendations([...candidates, ...tied], { currentId: 0, ranking: 'recency', limit: 3 }),
    ).toEqual([11, 10, 5]);
  });
});
