import { percentile } from './percentile';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1, unsorted on purpose

  it('uses the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 95)).toBe(30);
    expect(percentile([10, 20, 30], 1)).toBe(10);
  });
  it('answers null for an empty list and rejects impossible percentiles', () => {
    expect(percentile([], 95)).toBeNull();
    expect(() => percentile([1], 0)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
  });
});
