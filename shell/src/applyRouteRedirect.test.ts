/** @jest-environment jsdom */
import { applyRouteRedirect } from './applyRouteRedirect';

const here = () => `${location.pathname}${location.search}${location.hash}`;

describe('applyRouteRedirect', () => {
  it('replaces /order/onepage-checkout with /order/checkout, keeping query and hash, without a new entry', () => {
    history.pushState(
      { from: 'test' },
      '',
      '/order/onepage-checkout?offer=plus-12&utm_source=newsletter#login',
    );
    const entries = history.length;
    applyRouteRedirect(window);
    expect(here()).toBe('/order/checkout?offer=plus-12&utm_source=newsletter#login');
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ from: 'test' });
  });

  it('leaves other URLs alone', () => {
    history.pushState(null, '', '/order/checkout?offer=plus-12');
    applyRouteRedirect(window);
    expect(here()).toBe('/order/checkout?offer=plus-12');
  });
});
