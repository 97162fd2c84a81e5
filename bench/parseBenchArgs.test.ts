import { parseBenchArgs } from './parseBenchArgs';

describe('parseBenchArgs', () => {
  it('runs the full set and builds by default', () => {
    const plan = parseBenchArgs([]);
    expect(plan).toMatchObject({
      mode: 'full',
      build: true,
      lighthouseRuns: 5,
      soakSec: 600,
      secondarySites: true,
    });
    expect(plan.lighthousePages).toHaveLength(4);
    expect(plan.load).toEqual({ runs: 3, durationSec: 10, warmupSec: 2, nginx: true });
  });
  it('runs a reduced set with --quick, reusing the build unless --build', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({
      mode: 'quick',
      build: false,
      lighthouseRuns: 1,
      secondarySites: false,
    });
    expect(parseBenchArgs(['--quick', '--build']).build).toBe(true);
    expect(parseBenchArgs(['--no-build']).build).toBe(false);
  });
  it('takes a soak length and rejects nonsense', () => {
    expect(parseBenchArgs(['--soak-seconds', '120']).soakSec).toBe(120);
    expect(() => parseBenchArgs(['--soak-seconds', 'x'])).toThrow();
    expect(() => parseBenchArgs(['--unknown'])).toThrow();
  });
  it('takes peer pages to compare with, only as absolute http(s) URLs', () => {
    expect(parseBenchArgs([]).peers).toEqual([]);
    expect(
      parseBenchArgs(['--peer', 'http://127.0.0.1:2368/welcome/', '--peer', 'https://ghost.example/']).peers,
    ).toEqual(['http://127.0.0.1:2368/welcome/', 'https://ghost.example/']);
    expect(() => parseBenchArgs(['--peer', '/relative'])).toThrow(/absolute http/);
    expect(() => parseBenchArgs(['--peer', 'file:///etc/passwd'])).toThrow(/absolute http/);
  });
});
