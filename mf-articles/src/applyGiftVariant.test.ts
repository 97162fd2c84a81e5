import { applyGiftVariant } from './applyGiftVariant';
import { pageDataSchema, type PageData } from '@news/contracts/pageData';
import { articleFixture, paywalledArticleFixture } from './testing/fixtures';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJhcnRpY2xlSWQiOjQ3MTEsInNjb3BlIjoibm9fcGF5d2FsbCJ9.c2lnbmF0dXJl';
const paywalled: PageData = { kind: 'article', path: '/4711', article: paywalledArticleFixture };

describe('applyGiftVariant (gift-article check)', () => {
  it('marks a paywalled article opened with a link token for the paywall to validate', () => {
    const page = applyGiftVariant(paywalled, `?link-token=${jwt}&utm_source=mail`);
    expect(page).toEqual({ ...paywalled, gift: { state: 'pending', token: jwt } });
    // The mark is part of the page data contract (validated where it enters the browser).
    expect(pageDataSchema.parse(page)).toEqual(page);
    // It never unlocks anything by itself.
    expect(page.kind === 'article' && page.article.isPaywalled).toBe(true);
    expect(page.kind === 'article' && page.article.contentItems).toEqual([]);
  });

  it('marks a value that cannot be a token as invalid, without keeping it', () => {
    for (const bad of ['<script>', 'kurz', 'a b c d e f g h', `${'x'.repeat(4097)}`, 'a..b.c.d.e.f']) {
      expect(applyGiftVariant(paywalled, `?link-token=${encodeURIComponent(bad)}`)).toEqual({
        ...paywalled,
        gift: { state: 'invalid' },
      });
    }
  });

  it('leaves pages alone without a token, free articles and other pages', () => {
    expect(applyGiftVariant(paywalled, '')).toBe(paywalled);
    expect(applyGiftVariant(paywalled, '?link-token=')).toBe(paywalled);
    expect(applyGiftVariant(paywalled, `?gift=${jwt}`)).toBe(paywalled);
    const free: PageData = { kind: 'article', path: '/4711', article: articleFixture };
    expect(applyGiftVariant(free, `?link-token=${jwt}`)).toBe(free);
    const notFound: PageData = { kind: 'not-found', path: '/x', message: 'Seite nicht gefunden: /x' };
    expect(applyGiftVariant(notFound, `?link-token=${jwt}`)).toBe(notFound);
  });
});
