import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('sends /order/onepage-checkout to /order/checkout', () => {
    expect(redirectTarget('/order/onepage-checkout')).toBe('/order/checkout');
  });

  it('keeps the query string and the hash', () => {
    expect(redirectTarget('/order/onepage-checkout', '?offer=plus-12&utm_source=newsletter', '#login')).toBe(
      '/order/checkout?offer=plus-12&utm_source=newsletter#login',
    );
    expect(redirectTarget('/order/onepage-checkout', '?')).toBe('/order/checkout');
  });

  it('is null for paths that do not redirect', () => {
    expect(redirectTarget('/order/checkout', '?offer=plus-12')).toBeNull();
    expect(redirectTarget('/')).toBeNull();
    expect(redirectTarget('/gibt-es-nicht/ueberhaupt/nicht/hier')).toBeNull();
  });
});
