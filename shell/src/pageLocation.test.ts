/** @jest-environment jsdom */
import { pageLocation } from './pageLocation';

describe('pageLocation', () => {
  it('reads the route and the URL without its hash', () => {
    window.history.replaceState(null, '', '/account?tab=1#login');
    const page = pageLocation(window);
    expect(page.withoutHash()).toBe('/account?tab=1');
    expect(page.route()?.route.middleware).toContain('auth');
    window.history.replaceState(null, '', '/Sport!');
    expect(page.route()).toBeNull();
  });

  it('replaces the URL only when it changes', () => {
    window.history.replaceState({ kept: true }, '', '/sport#login');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const page = pageLocation(window);
    page.replace('/sport#login');
    expect(replaceState).not.toHaveBeenCalled();
    page.replace('/sport');
    expect(replaceState).toHaveBeenCalledWith({ kept: true }, '', '/sport');
    expect(window.location.hash).toBe('');
    replaceState.mockRestore();
  });
});
