import { readMetricsAllow } from './readMetricsAllow';
import { readConfig } from '../readConfig';

describe('readMetricsAllow (METRICS_ALLOW)', () => {
  it('allows loopback when unset', () => {
    expect(readMetricsAllow(undefined)).toEqual(['loopback']);
    expect(readMetricsAllow(' ')).toEqual(['loopback']);
  });

  it('reads addresses, ranges and names, comma- or space-separated', () => {
    expect(readMetricsAllow('10.0.0.0/8, 192.168.1.7 loopback ::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      '::1',
    ]);
  });

  it('stops the start on an entry that is no address', () => {
    expect(() => readMetricsAllow('prometheus.internal')).toThrow(/METRICS_ALLOW/);
    expect(() => readMetricsAllow('10.0.0.0/99')).toThrow(/METRICS_ALLOW/);
  });
});

describe('the gateway configuration', () => {
  it('takes METRICS_ALLOW, loopback by default, and refuses to start on a bad entry', () => {
    expect(readConfig({}).metricsAllow).toEqual(['loopback']);
    expect(readConfig({ METRICS_ALLOW: '10.1.0.0/16' }).metricsAllow).toEqual(['10.1.0.0/16']);
    expect(() => readConfig({ METRICS_ALLOW: 'irgendwer' })).toThrow(/METRICS_ALLOW/);
  });
});
