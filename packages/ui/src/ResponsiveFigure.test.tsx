/** @jest-environment jsdom */
import type { Image } from '@news/contracts/content';
import { render, screen } from '@testing-library/react';
import { ResponsiveFigure } from './ResponsiveFigure';

const image: Image = {
  baseUrl: '/img/Ab3xQ0c9-_Zz81kLmN0pQr/seed/rb-100001.jpg',
  altText: 'Rathaus',
  caption: 'Das Rathaus am Markt. Foto: Archiv',
  width: 1600,
  height: 900,
};

describe('ResponsiveFigure', () => {
  it('wraps the picture in a figure with the caption', () => {
    const { container } = render(<ResponsiveFigure image={image} preset="article" sizes="100vw" priority />);
    const figure = container.querySelector('figure');
    expect(figure?.querySelector('picture img')?.getAttribute('alt')).toBe('Rathaus');
    expect(screen.getByText('Das Rathaus am Markt. Foto: Archiv').tagName).toBe('FIGCAPTION');
  });

  it('has no figcaption without a caption', () => {
    const { caption: _caption, ...bare } = image;
    const { container } = render(<ResponsiveFigure image={bare} preset="article" sizes="100vw" />);
    expect(container.querySelector('figcaption')).toBeNull();
  });
});
