import { lighthouseSummary } from './lighthouseSummary';

describe('lighthouseSummary', () => {
  it('takes scores, metrics and the scripts loaded before the observed LCP', () => {
    const summary = lighthouseSummary({
      categories: {
        performance: { score: 0.934 },
        accessibility: {
          score: 0.96,
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'image-alt', weight: 10 },
            { id: 'manual-check', weight: 0 },
          ],
        },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 1700 },
        'first-contentful-paint': { numericValue: 900 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        metrics: { details: { items: [{ observedLargestContentfulPaint: 300 }] } },
        'network-requests': {
          details: {
            items: [
              { url: '/doc', resourceType: 'Document', transferSize: 20_000, networkEndTime: 50 },
              { url: '/a.js', resourceType: 'Script', transferSize: 1000, networkEndTime: 200 },
              { url: '/b.js', resourceType: 'Script', transferSize: 2000, networkEndTime: 300 },
              { url: '/c.js', resourceType: 'Script', transferSize: 4000, networkEndTime: 700 },
            ],
          },
        },
        'color-contrast': { score: 0 },
        'image-alt': { score: 1 },
        'manual-check': { score: 0 },
      },
    });
    expect(summary).toMatchObject({
      performance: 93,
      accessibility: 0.96,
      lcpMs: 1700,
      fcpMs: 900,
      tbtMs: 120,
      cls: 0.001,
      observedLcpMs: 300,
      jsTransferBytes: 7000,
      jsRequests: 3,
      jsBeforeLcpTransferBytes: 3000,
      scriptUrlsBeforeLcp: ['/a.js', '/b.js'],
      failedAccessibilityAudits: ['color-contrast'],
    });
  });
  it('answers nulls for a report without figures', () => {
    expect(lighthouseSummary({})).toMatchObject({ performance: null, lcpMs: null, jsRequests: 0 });
  });
});
