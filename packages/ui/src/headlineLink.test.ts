import { headlineLinkAttributes } from './headlineLink';

describe('headlineLinkAttributes', () => {
  it('has neither target nor rel for a plain internal link', () => {
    expect(headlineLinkAttributes({})).toEqual({});
  });
  it('opens a new window with noopener', () => {
    expect(headlineLinkAttributes({ openInNewWindow: true })).toEqual({ target: '_blank', rel: 'noopener' });
  });
  it('adds nofollow', () => {
    expect(headlineLinkAttributes({ noFollow: true })).toEqual({ rel: 'nofollow' });
  });
  it('marks external links and combines all flags', () => {
    expect(headlineLinkAttributes({ isExternal: true })).toEqual({ rel: 'external noopener' });
    expect(headlineLinkAttributes({ isExternal: true, openInNewWindow: true, noFollow: true })).toEqual({
      target: '_blank',
      rel: 'external noopener nofollow',
    });
  });
});
