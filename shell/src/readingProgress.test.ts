import { readingProgress } from './readingProgress';

describe('readingProgress', () => {
  it('is 0 while the start of the article is below the top of the viewport', () => {
    expect(readingProgress({ top: 120, height: 3000 }, 800)).toBe(0);
    expect(readingProgress({ top: 0, height: 3000 }, 800)).toBe(0);
  });

  it('grows with the part scrolled past, relative to what can be scrolled', () => {
    expect(readingProgress({ top: -1100, height: 3000 }, 800)).toBe(0.5);
    expect(readingProgress({ top: -550, height: 3000 }, 800)).toBe(0.25);
  });

  it('is 1 once the end of the article reaches the bottom of the viewport, and stays 1 beyond', () => {
    expect(readingProgress({ top: -2200, height: 3000 }, 800)).toBe(1);
    expect(readingProgress({ top: -2900, height: 3000 }, 800)).toBe(1);
  });

  it('counts a short article as read once its top is reached', () => {
    expect(readingProgress({ top: 50, height: 400 }, 800)).toBe(0);
    expect(readingProgress({ top: -10, height: 400 }, 800)).toBe(1);
  });
});
