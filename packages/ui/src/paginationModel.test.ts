import { pageHref, paginationModel } from './paginationModel';

const numbers = (model: ReturnType<typeof paginationModel>) =>
  model?.items
    .map((i) => (i.type === 'page' ? (i.current ? `[${i.number}]` : String(i.number)) : '…'))
    .join(' ');

describe('pageHref', () => {
  it('links page 1 to the path without a page segment', () => {
    expect(pageHref('/schlagzeilen', 1)).toBe('/schlagzeilen');
    expect(pageHref('/schlagzeilen', 4)).toBe('/schlagzeilen/4');
  });
  it('keeps the query, encoded', () => {
    expect(pageHref('/suche', 2, { q: 'Häuser & Höfe' })).toBe('/suche/2?q=H%C3%A4user+%26+H%C3%B6fe');
    expect(pageHref('/suche', 1, { q: 'Haus' })).toBe('/suche?q=Haus');
  });
});

describe('paginationModel', () => {
  it('is null for a single page', () => {
    expect(paginationModel({ basePath: '/x', page: 1, totalPages: 1 })).toBeNull();
  });
  it('has no previous link on the first page and no next link on the last', () => {
    const first = paginationModel({ basePath: '/x', page: 1, totalPages: 3 });
    expect(first?.previous).toBeUndefined();
    expect(first?.next).toBe('/x/2');
    expect(numbers(first)).toBe('[1] 2 3');
    const last = paginationModel({ basePath: '/x', page: 3, totalPages: 3 });
    expect(last?.previous).toBe('/x/2');
    expect(last?.next).toBeUndefined();
  });
  it('shows first, last and the pages around the current one with gaps', () => {
    expect(numbers(paginationModel({ basePath: '/x', page: 10, totalPages: 20 }))).toBe(
      '1 … 8 9 [10] 11 12 … 20',
    );
    expect(numbers(paginationModel({ basePath: '/x', page: 2, totalPages: 20 }))).toBe('1 [2] 3 4 … 20');
  });
  it('links page 2 back to page 1 without a page segment', () => {
    expect(paginationModel({ basePath: '/suche', page: 2, totalPages: 2, query: { q: 'a' } })?.previous).toBe(
      '/suche?q=a',
    );
  });
});
