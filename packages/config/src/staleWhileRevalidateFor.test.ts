import { mandators, type Mandator } from './mandators';
import { matchRoute } from './routeTable';
import { staleWhileRevalidateFor } from './staleWhileRevalidateFor';

const route = (path: string) => {
  const found = matchRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found.route;
};
const withGift = (giftArticles: boolean): Mandator => ({
  ...mandators.la,
  features: { ...mandators.la.features, giftArticles },
});

describe('staleWhileRevalidateFor (spec §9)', () => {
  it('revalidates home after 120 s in the gift variant and after 300 s otherwise', () => {
    expect(staleWhileRevalidateFor(route('/'), withGift(true))).toBe(120);
    expect(staleWhileRevalidateFor(route('/'), withGift(false))).toBe(300);
    expect(staleWhileRevalidateFor(route('/'), mandators.rb)).toBe(120);
    expect(staleWhileRevalidateFor(route('/'), mandators.la)).toBe(300);
  });

  it('keeps 300 s for channel, test report and test report feed pages in both variants', () => {
    for (const path of ['/lokales', '/testberichte', '/testbericht/akku-test-3'])
      for (const gift of [true, false])
        expect(staleWhileRevalidateFor(route(path), withGift(gift))).toBe(300);
  });

  it('caches no article, in neither variant', () => {
    expect(staleWhileRevalidateFor(route('/neue-bruecke-4711'), withGift(true))).toBeUndefined();
    expect(staleWhileRevalidateFor(route('/neue-bruecke-4711'), withGift(false))).toBeUndefined();
  });
});
