/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useBrowserLocation } from './useBrowserLocation';

function Where() {
  const { pathname, search } = useBrowserLocation();
  return <p data-testid="where">{`${pathname}|${search}`}</p>;
}

describe('useBrowserLocation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads path and query of the current URL', () => {
    window.history.replaceState(null, '', '/suche?q=rhein');
    render(<Where />);
    expect(screen.getByTestId('where').textContent).toBe('/suche|?q=rhein');
  });

  it('re-renders on a popstate (single-spa sends one for pushState as well)', () => {
    window.history.replaceState(null, '', '/lokales');
    render(<Where />);
    act(() => {
      window.history.pushState(null, '', '/sport');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/sport|');
  });
});
