import { median } from './median';

describe('median', () => {
  it('takes the middle value of an odd list, whatever its order', () => {
    expect(median([5, 1, 3])).toBe(3);
  });
  it('averages the two middle values of an even list', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('ignores values that are not finite and answers null for nothing', () => {
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY])).toBe(7);
    expect(median([])).toBeNull();
  });
});
