import { embedsPageData, firstViewOf } from './firstViewOf';

const article = (over: Record<string, unknown> = {}) => ({
  kind: 'article',
  path: '/lokales/a-1.html',
  article: { contentRestriction: 'free', isPaywalled: false, ...over },
});
const noPaywall = { paywallRendered: false };
const withPaywall = { paywallRendered: true };

describe('firstViewOf', () => {
  it('starts a free article as islands', () => {
    expect(firstViewOf(article(), noPaywall)).toBe('islands');
  });

  it('starts a paywalled plus article as islands when the server rendered its paywall box', () => {
    expect(firstViewOf(article({ contentRestriction: 'plus', isPaywalled: true }), withPaywall)).toBe(
      'islands',
    );
  });

  it('starts the app for a plus article whose paywall box is left to the browser, or opened for its reader', () => {
    expect(firstViewOf(article({ contentRestriction: 'plus', isPaywalled: true }), noPaywall)).toBe('app');
    expect(firstViewOf(article({ contentRestriction: 'plus', isPaywalled: false }), noPaywall)).toBe('app');
    expect(firstViewOf(article({ contentRestriction: 'plus', isPaywalled: false }), withPaywall)).toBe('app');
  });

  it('starts the app for a gift link, which the paywall checks on the first view', () => {
    expect(firstViewOf({ ...article(), gift: { token: 'x' } }, noPaywall)).toBe('app');
    const gift = { ...article({ contentRestriction: 'plus', isPaywalled: true }), gift: { token: 'x' } };
    expect(firstViewOf(gift, withPaywall)).toBe('app');
  });

  it('starts the home page and a channel page as islands: their server HTML is links only', () => {
    expect(firstViewOf({ kind: 'home', path: '/', home: {} }, noPaywall)).toBe('islands');
    expect(firstViewOf({ kind: 'channel', path: '/sport', listPath: '/sport', channel: {} }, noPaywall)).toBe(
      'islands',
    );
  });

  it('starts the app for every other screen and for data it does not understand', () => {
    expect(firstViewOf({ kind: 'authors', path: '/autoren', authors: {} }, noPaywall)).toBe('app');
    const topic = { kind: 'topic', path: '/themen/a', listPath: '/themen/a', topic: {} };
    expect(firstViewOf(topic, noPaywall)).toBe('app');
    expect(firstViewOf({ kind: 'article', path: '/x' }, withPaywall)).toBe('app');
    expect(firstViewOf(null, noPaywall)).toBe('app');
    expect(firstViewOf('article', noPaywall)).toBe('app');
  });
});

describe('embedsPageData', () => {
  it('leaves the page data out of an island first view: the runtime loads it when it starts', () => {
    expect(embedsPageData(firstViewOf(article(), noPaywall))).toBe(false);
    expect(embedsPageData(firstViewOf({ kind: 'home', path: '/', home: {} }, noPaywall))).toBe(false);
  });

  it('keeps it where the app hydrates at once', () => {
    expect(
      embedsPageData(firstViewOf(article({ contentRestriction: 'plus', isPaywalled: false }), noPaywall)),
    ).toBe(true);
  });
});
