/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination basePath="/schlagzeilen" page={1} totalPages={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a navigation landmark with previous/next links and the current page marked', () => {
    render(<Pagination basePath="/suche" page={2} totalPages={3} query={{ q: 'Haus' }} />);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByRole('link', { name: 'Vorherige Seite' }).getAttribute('href')).toBe(
      '/suche?q=Haus',
    );
    expect(within(nav).getByRole('link', { name: 'Nächste Seite' }).getAttribute('href')).toBe(
      '/suche/3?q=Haus',
    );
    expect(within(nav).getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Seite 1' }).hasAttribute('aria-current')).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Seite 1' }).getAttribute('href')).toBe('/suche?q=Haus');
  });
});
