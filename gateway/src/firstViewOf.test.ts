import { firstViewOf } from './firstViewOf';

const article = (over: Record<string, unknown> = {}) => ({
  kind: 'article',
  path: '/lokales/a-1.html',
  article: { contentRestriction: 'free', isPaywalled: false, ...over },
});

describe('firstViewOf', () => {
  it('starts a free article as islands', () => {
    expect(firstViewOf(article())).toBe('islands');
  });

  it('starts the app for a plus article, locked or opened for its reader', () => {
    expect(firstViewOf(article({ contentRestriction: 'plus', isPaywalled: true }))).toBe('app');
    expect(firstViewOf(article({ contentRestriction: 'plus', isPaywalled: false }))).toBe('app');
  });

  it('starts the app for a gift link, which the paywall checks on the first view', () => {
    expect(firstViewOf({ ...article(), gift: { token: 'x' } })).toBe('app');
  });

  it('starts the home page and a channel page as islands: their server HTML is links only', () => {
    expect(firstViewOf({ kind: 'home', path: '/', home: {} })).toBe('islands');
    expect(firstViewOf({ kind: 'channel', path: '/sport', listPath: '/sport', channel: {} })).toBe('islands');
  });

  it('starts the app for every other screen and for data it does not understand', () => {
    expect(firstViewOf({ kind: 'authors', path: '/autoren', authors: {} })).toBe('app');
    expect(firstViewOf({ kind: 'topic', path: '/themen/a', listPath: '/themen/a', topic: {} })).toBe('app');
    expect(firstViewOf({ kind: 'article', path: '/x' })).toBe('app');
    expect(firstViewOf(null)).toBe('app');
    expect(firstViewOf('article')).toBe('app');
  });
});
