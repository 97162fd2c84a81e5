import { pagePathOfPayload, payloadUrl } from './payloadUrl';

describe('payload URLs', () => {
  it('maps page paths to payload URLs and back', () => {
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/sport', '?page=2')).toBe('/sport/_payload.json?page=2');
    expect(payloadUrl('/suche/', '?q=Rhein')).toBe('/suche/_payload.json?q=Rhein');
    expect(pagePathOfPayload('/_payload.json')).toBe('/');
    expect(pagePathOfPayload('/lokales/rheinau/_payload.json')).toBe('/lokales/rheinau');
    expect(pagePathOfPayload('/sport')).toBeNull();
  });
});
