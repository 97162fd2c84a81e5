/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Headline } from './Headline';

describe('Headline', () => {
  it('renders numbering, prefix and a plain link with medium size by default', () => {
    const { container } = render(
      <Headline
        title="Großbrand am Nordhafen"
        href="/grossbrand-100002"
        titlePrefix="Rheinau"
        numbering={3}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.className).toContain('ui-headline--medium');
    expect(heading.textContent).toBe('3.Rheinau: Großbrand am Nordhafen');
    const link = screen.getByRole('link', { name: 'Großbrand am Nordhafen' });
    expect(link.getAttribute('href')).toBe('/grossbrand-100002');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
    expect(container.querySelector('.ui-badge')).toBeNull();
  });

  it('shows Kommentar for opinion pieces without a badge, and a given badge otherwise', () => {
    const { rerender } = render(<Headline title="Meinung" href="/m-1" isOpinion />);
    expect(screen.getByText('Kommentar')).toBeTruthy();
    rerender(<Headline title="Meinung" href="/m-1" isOpinion badge="Live" />);
    expect(screen.queryByText('Kommentar')).toBeNull();
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('opens in a new window with noopener, nofollow and a screen-reader hint', () => {
    render(
      <Headline
        title="Partnerseite"
        href="https://example.org/"
        openInNewWindow
        noFollow
        isExternal
        fontSize="large"
        level="h3"
      />,
    );
    const link = screen.getByRole('link', { name: 'Partnerseite (öffnet in neuem Fenster)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('external noopener nofollow');
    expect(screen.getByRole('heading', { level: 3 }).className).toContain('ui-headline--large');
  });
});
