import { formatPeerTable } from './formatPeerTable';
import { lighthouseMedians } from './lighthouseMedians';
import type { LighthouseSummary } from './lighthouseSummary';

const run = (performance: number, tbtMs: number, jsTransferBytes: number): LighthouseSummary => ({
  performance,
  accessibility: 1,
  lcpMs: 1400,
  fcpMs: 900,
  tbtMs,
  cls: 0,
  observedLcpMs: 300,
  jsTransferBytes,
  jsRequests: 1,
  jsBeforeLcpTransferBytes: 0,
  scriptUrls: [],
  scriptUrlsBeforeLcp: [],
  failedAccessibilityAudits: [],
});

describe('lighthouseMedians and formatPeerTable', () => {
  it('takes the median of each figure over the runs', () => {
    const m = lighthouseMedians([run(90, 300, 10 * 1024), run(99, 20, 30 * 1024), run(97, 60, 20 * 1024)]);
    expect(m).toMatchObject({ runs: 3, performance: 97, tbtMs: 60, jsTransferKb: 20, jsRequests: 1 });
  });

  it('puts our pages and the peer in one table, a row each', () => {
    const table = formatPeerTable([
      { label: 'article-free', url: 'http://a/x-1', medians: lighthouseMedians([run(98, 40, 30 * 1024)]) },
      {
        label: 'peer: ghost.example/',
        url: 'https://ghost.example/',
        medians: lighthouseMedians([run(96, 150, 1000 * 1024)]),
      },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^page\s+\| score \|/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^article-free\s+\|\s+98 \|.*\|\s+40 \|/);
    expect(lines[3]).toMatch(/^peer: ghost\.example\/\s+\|\s+96 \|.*\|\s+150 \|.*\|\s+1000 \|/);
  });
});
