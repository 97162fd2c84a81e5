import { pageKey } from './pageKey';

describe('pageKey', () => {
  it('is the path without a trailing slash', () => {
    expect(pageKey('/autoren/', '')).toBe('/autoren');
    expect(pageKey('/', '')).toBe('/');
  });
  it('ignores other query parameters but keeps the trimmed search query', () => {
    expect(pageKey('/', '?cache-probe=1')).toBe('/');
    expect(pageKey('/suche', '?q=%20Haus%20&utm=x')).toBe('/suche?q=Haus');
    expect(pageKey('/suche', '?q=Haus')).not.toBe(pageKey('/suche', '?q=Hof'));
  });
});
