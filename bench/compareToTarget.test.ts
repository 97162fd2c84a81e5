import { compareToTarget } from './compareToTarget';

describe('compareToTarget', () => {
  it('meets an upper bound at or below it', () => {
    expect(compareToTarget('<=', 100, 80)).toEqual({ ratio: 0.8, met: true });
    expect(compareToTarget('<=', 100, 100)).toEqual({ ratio: 1, met: true });
    expect(compareToTarget('<=', 100, 150)).toEqual({ ratio: 1.5, met: false });
  });
  it('meets a lower bound at or above it', () => {
    expect(compareToTarget('>=', 0.6, 0.9).met).toBe(true);
    expect(compareToTarget('>=', 300, 150)).toEqual({ ratio: 0.5, met: false });
  });
  it('needs the exact value for ==, without a ratio against 0', () => {
    expect(compareToTarget('==', 1, 1)).toEqual({ ratio: 1, met: true });
    expect(compareToTarget('==', 1, 3)).toEqual({ ratio: 3, met: false });
    expect(compareToTarget('==', 0, 0)).toEqual({ ratio: null, met: true });
  });
  it('reports nothing for a missing measurement', () => {
    expect(compareToTarget('<=', 100, null)).toEqual({ ratio: null, met: null });
    expect(compareToTarget('<=', 100, Number.NaN)).toEqual({ ratio: null, met: null });
  });
});
