/** @jest-environment jsdom */
import '../testing/textEncoding';
import type { SearchPage } from '@news/contracts/contentPages';
import type { AnalyticsEvent } from '@news/contracts/busEvents';
import { createEventBus } from '@news/event-bus/createEventBus';
import { publishAnalyticsClicks } from '@news/event-bus/publishAnalyticsClicks';
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

describe('SearchScreen analytics', () => {
  it('a click on a result is a search_result_click with the query (spec §7)', () => {
    const bus = createEventBus();
    const seen: AnalyticsEvent[] = [];
    bus.on('analytics').subscribe((event) => seen.push(event));
    const stop = publishAnalyticsClicks(document, bus);
    renderResults(results(1, false));
    screen
      .getByRole('link', { name: teaserFixture.title })
      .addEventListener('click', (e) => e.preventDefault());
    screen.getByRole('link', { name: teaserFixture.title }).click();
    screen.getByRole('heading', { name: 'Suche' }).click();
    stop();
    expect(seen).toEqual([{ type: 'search_result_click', data: { query: 'Rheinau' } }]);
  });
});
