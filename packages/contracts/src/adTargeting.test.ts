import { pageTargeting, plusUserTargeting, sanitizeTargetingValue } from './adTargeting';

describe('ad targeting', () => {
  it('removes every reserved character of spec §5 and keeps the rest', () => {
    expect(sanitizeTargetingValue("a*b'c=d!e+f#g,h;i^j(k)l<m>n[o]p")).toBe('abcdefghijklmnop');
    expect(sanitizeTargetingValue('Straßenbahn & Bus – Köln')).toBe('Straßenbahn & Bus – Köln');
  });

  it('cuts a value to 40 characters after removing', () => {
    expect(sanitizeTargetingValue('x'.repeat(60))).toHaveLength(40);
    expect(sanitizeTargetingValue(`${'(('.repeat(10)}${'y'.repeat(40)}`)).toBe('y'.repeat(40));
  });

  it('describes a page by kind, channel, tags and article id, leaving out what is empty', () => {
    expect(
      pageTargeting({ kind: 'article', channel: 'Lokales', tags: ['Verkehr', '[]', 'Sport'], articleId: 12 }),
    ).toEqual({ seitentyp: 'article', ressort: 'Lokales', themen: ['Verkehr', 'Sport'], artikel: '12' });
    expect(pageTargeting({ kind: 'home' })).toEqual({ seitentyp: 'home' });
  });

  it('sends plususer as ja or nein', () => {
    expect(plusUserTargeting(['PLUS_USER', 'PUR_USER'])).toBe('ja');
    expect(plusUserTargeting(['EPAPER_USER'])).toBe('nein');
    expect(plusUserTargeting([])).toBe('nein');
  });
});
