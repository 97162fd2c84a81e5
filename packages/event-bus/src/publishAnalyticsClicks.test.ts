/** @jest-environment jsdom */
import type { AnalyticsEvent } from '@news/contracts/busEvents';
import { createEventBus } from './createEventBus';
import { publishAnalyticsClicks } from './publishAnalyticsClicks';

function setUp(html: string) {
  document.body.innerHTML = html;
  const bus = createEventBus();
  const seen: AnalyticsEvent[] = [];
  bus.on('analytics').subscribe((event) => seen.push(event));
  const stop = publishAnalyticsClicks(document, bus);
  const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();
  return { seen, stop, click };
}

describe('publishAnalyticsClicks', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('publishes the marked event for a click on a link inside the marked element, with its data', () => {
    const { seen, stop, click } = setUp(
      '<div data-analytics="search_result_click" data-analytics-query="rhein" data-analytics-result-page="2">' +
        '<a href="/a-1"><span id="t">Titel</span></a></div>',
    );
    click('#t');
    expect(seen).toEqual([{ type: 'search_result_click', data: { query: 'rhein', resultPage: '2' } }]);
    stop();
  });

  it('publishes for a marked button itself, without data', () => {
    const { seen, stop, click } = setUp('<button data-analytics="teaser_tool_click">Merken</button>');
    click('button');
    expect(seen).toEqual([{ type: 'teaser_tool_click' }]);
    stop();
  });

  it('takes the innermost mark', () => {
    const { seen, stop, click } = setUp(
      '<div data-analytics="article_tool_click"><span data-analytics="teaser_tool_click"><button>x</button></span></div>',
    );
    click('button');
    expect(seen.map((e) => e.type)).toEqual(['teaser_tool_click']);
    stop();
  });

  it('ignores clicks outside links and buttons, unmarked controls and unknown event names', () => {
    const { seen, stop, click } = setUp(
      '<div data-analytics="category_title_click"><p id="text">Text</p></div>' +
        '<a id="plain" href="/x">x</a><a id="unknown" data-analytics="page_view" href="/y">y</a>',
    );
    click('#text');
    click('#plain');
    click('#unknown');
    expect(seen).toEqual([]);
    stop();
  });

  it('stops listening when stopped', () => {
    const { seen, stop, click } = setUp('<a href="/k" data-analytics="category_title_click">Kultur</a>');
    stop();
    click('a');
    expect(seen).toEqual([]);
  });
});
