/** @jest-environment jsdom */
import '../testing/textEncoding';
import type { SearchPage } from '@news/contracts/contentPages';
import { render, screen } from '@testing-library/react';
import { teaserFixture } from '../testing/fixtures';
import { SearchScreen } from './SearchScreen';

const results = (total: number, totalCapped: boolean): SearchPage => ({
  type: 'search',
  query: 'Rheinau',
  teasers: [teaserFixture],
  pagination: { page: 1, pageSize: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) },
  totalCapped,
});

const renderResults = (page: SearchPage) => render(<SearchScreen query={page.query} results={page} />);

/** The live region that announces the hits (the bookmark buttons' tooltips are live regions too). */
const hitCount = () => screen.getByText(/Treffer für/, { selector: '[role="status"]' });

describe('SearchScreen hit count', () => {
  it('announces the number of hits', () => {
    renderResults(results(37, false));
    expect(hitCount().textContent).toBe('37 Treffer für „Rheinau“');
  });

  it('says "Mehr als 200 Treffer" when the search counted only the ranked matches', () => {
    renderResults(results(200, true));
    expect(hitCount().textContent).toBe('Mehr als 200 Treffer für „Rheinau“');
  });
});
