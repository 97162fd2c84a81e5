/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('starts at the home page and marks the current channel', () => {
    render(
      <Breadcrumb
        items={[
          { label: 'Lokales', path: '/lokales' },
          { label: 'Rheinau', path: '/lokales/rheinau-stadt' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sie sind hier' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Startseite', 'Lokales', 'Rheinau']);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.hasAttribute('aria-current')).toBe(false);
  });
});
