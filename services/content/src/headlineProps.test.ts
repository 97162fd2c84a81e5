import { headlineProps } from './headlineProps';

describe('headlineProps', () => {
  it('gives a site article the default: medium, same window, followed, internal', () => {
    expect(headlineProps({ targetPathOrUrl: '/neue-bruecke-4711' })).toEqual({
      fontSize: 'medium',
      openInNewWindow: false,
      noFollow: false,
      isExternal: false,
    });
    expect(headlineProps({ targetPathOrUrl: '/neue-bruecke-4711', badge: 'Interview' }).fontSize).toBe(
      'medium',
    );
  });

  it('sets breaking news and live coverage large', () => {
    expect(headlineProps({ targetPathOrUrl: '/a-1', badge: 'Eilmeldung' }).fontSize).toBe('large');
    expect(headlineProps({ targetPathOrUrl: '/a-1', badge: 'Live' }).fontSize).toBe('large');
  });

  it('opens an external target in a new window, marked external and nofollow', () => {
    expect(headlineProps({ targetPathOrUrl: 'https://partner.example/artikel' })).toEqual({
      fontSize: 'medium',
      openInNewWindow: true,
      noFollow: true,
      isExternal: true,
    });
    expect(headlineProps({ targetPathOrUrl: 'HTTP://partner.example/' }).isExternal).toBe(true);
  });
});
