import { isIP } from 'node:net';
import { documentationAddress } from './documentationAddress';

describe('documentationAddress', () => {
  it('gives distinct valid IPv6 addresses under 2001:db8::/32', () => {
    const addresses = [0, 1, 65535, 65536, 1_000_000].map(documentationAddress);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const a of addresses) {
      expect(isIP(a)).toBe(6);
      expect(a.startsWith('2001:db8::')).toBe(true);
    }
    expect(documentationAddress(65537)).toBe('2001:db8::1:1');
  });
});
