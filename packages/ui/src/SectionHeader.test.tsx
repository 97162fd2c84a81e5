/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SectionHeader } from './SectionHeader';

describe('SectionHeader', () => {
  it('is an h2 with a ruler and a linked title with an arrow by default', () => {
    render(<SectionHeader title="Sport" targetPathOrUrl="/sport" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Sport' });
    expect(heading.className).toBe('ui-section-header ui-section-header--ruler');
    const link = screen.getByRole('link', { name: 'Sport' });
    expect(link.getAttribute('href')).toBe('/sport');
    expect(link.textContent).toBe('Sport ›');
  });

  it('supports the other levels, no ruler, huge, white and no arrow', () => {
    render(<SectionHeader title="Mehr" level="h4" noRuler isHuge isWhite noArrow targetPathOrUrl="/mehr" />);
    const heading = screen.getByRole('heading', { level: 4, name: 'Mehr' });
    expect(heading.className).toBe('ui-section-header ui-section-header--huge ui-section-header--white');
    expect(screen.getByRole('link').textContent).toBe('Mehr');
  });

  it('is plain text without a target', () => {
    render(<SectionHeader title="Ohne Link" level="h3" />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Ohne Link');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
