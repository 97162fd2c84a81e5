import { benchCheck } from './benchCheck';
import { formatNumber, formatTable } from './formatTable';

describe('formatNumber', () => {
  it('keeps integers and rounds the rest to a readable precision', () => {
    expect(formatNumber(300)).toBe('300');
    expect(formatNumber(1234.56)).toBe('1235');
    expect(formatNumber(12.345)).toBe('12.3');
    expect(formatNumber(0.98)).toBe('0.98');
    expect(formatNumber(0.0021)).toBe('0.0021');
    expect(formatNumber(null)).toBe('-');
  });
});

describe('formatTable', () => {
  it('prints one aligned row per check with target, measured value, ratio and verdict', () => {
    const table = formatTable([
      benchCheck({
        id: 'S2',
        subject: 'article',
        metric: 'req/s',
        unit: 'req/s',
        op: '>=',
        target: 300,
        measured: 150,
      }),
      benchCheck({
        id: 'B3',
        subject: 'home',
        metric: 'accessibility',
        unit: '',
        op: '>=',
        target: 0.98,
        measured: 1,
      }),
      benchCheck({
        id: 'B5',
        subject: 'menu open',
        metric: 'INP',
        unit: 'ms',
        op: '<=',
        target: 100,
        measured: null,
        note: 'no menu button',
      }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^id +\| subject +\| metric +\| target +\| +measured \| ratio \| ok$/);
    expect(lines[2]).toContain('>= 300 req/s');
    expect(lines[2]).toContain('150 req/s');
    expect(lines[2]).toContain('0.50');
    expect(lines[2]).toMatch(/MISS$/);
    expect(lines[3]).toMatch(/1\.02 \| ok$/);
    expect(lines[4]).toContain('- (no menu button)');
    expect(lines[4]).toMatch(/n\/a$/);
    // every row has the same column positions
    const bars = lines.map((l) => [...l.matchAll(/\|/g)].map((m) => m.index));
    for (const b of bars) expect(b.slice(0, 4)).toEqual(bars[0]!.slice(0, 4));
  });
});
