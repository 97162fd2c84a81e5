import { relativeGrowth } from './relativeGrowth';

describe('relativeGrowth', () => {
  it('compares the median of the last fifth with the median of the first fifth', () => {
    const samples = [100, 100, 101, 99, 100, 102, 104, 105, 110, 110];
    expect(relativeGrowth(samples)).toBeCloseTo(0.1);
  });
  it('is not fooled by one spike at either end when the windows hold several samples', () => {
    const flat = [200, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 300];
    expect(relativeGrowth(flat, 0.2)).toBe(0);
  });
  it('answers null when there is nothing to compare', () => {
    expect(relativeGrowth([])).toBeNull();
    expect(relativeGrowth([5])).toBeNull();
  });
});
