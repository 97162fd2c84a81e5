/** @jest-environment jsdom */
import type { ArticlePage } from '@news/contracts/contentPages';
import { eventBus } from '@news/event-bus/eventBus';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ParcelSlot } from './ParcelSlot';
import { ArticleScreen } from './screens/ArticleScreen';
import { paywalledArticleFixture } from './testing/fixtures';

const paywalled: ArticlePage = { ...paywalledArticleFixture, id: 4712, canonicalPath: '/neue-bruecke-4712' };
const whole: ArticlePage = {
  ...paywalled,
  isPaywalled: false,
  contentItems: [{ type: 'paragraph', text: 'Der bezahlte Text der Brücke.' }],
};

/** The paywall slot: records which placements were asked for, with which attempt. */
function slot() {
  const calls: string[] = [];
  const paywall: ParcelSlot = (placement, { attempt }) => {
    calls.push(`${placement}#${attempt}`);
    return <div className={`box-${placement}`} data-attempt={attempt} />;
  };
  return { calls, paywall };
}

const open = (articleId = 4712) =>
  act(() =>
    eventBus.publish('paywall', {
      type: 'PAYWALL_STATE',
      articleId,
      paywallTemplate: 'ok',
      zephrAnswered: true,
      isPaywall: false,
    }),
  );

function appServer(...answers: { status: number; body: unknown }[]) {
  const fetch = jest.fn();
  for (const { status, body } of answers)
    fetch.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body });
  global.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}
const notEntitled = { status: 403, body: { status: 403, code: 'not_entitled', message: 'Kein Zugang.' } };

describe('opening a paywalled article in place', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // the replayed state of an earlier test must not open this one
    eventBus.publish('paywall', {
      type: 'PAYWALL_STATE',
      articleId: 1,
      paywallTemplate: null,
      zephrAnswered: false,
      isPaywall: false,
    });
    window.history.replaceState(null, '', '/neue-bruecke-4712?link-token=abc.def.ghi');
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('loads the whole article with the link token when the paywall opens, and shows it without a reload', async () => {
    const fetch = appServer({ status: 200, body: whole });
    const { paywall, calls } = slot();
    const { container } = render(<ArticleScreen article={paywalled} paywall={paywall} />);
    expect(container.querySelector('.box-paywall')).not.toBeNull();
    expect(calls).toEqual(['tools#0', 'paywall#0']);
    open();
    expect(container.querySelector('.ar-paywalled')?.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Der bezahlte Text der Brücke.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost/api/paywall/articles/4712?link-token=abc.def.ghi',
      expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }),
    );
    expect(container.querySelector('.box-paywall')).toBeNull();
    // below the opened body: the paywall's notices (the meter)
    expect(container.querySelector('.ar-article__body + .box-after-body')).not.toBeNull();
  });

  it('ignores the states of other articles, closed states, and articles that are not paywalled', async () => {
    const fetch = appServer({ status: 200, body: whole });
    render(<ArticleScreen article={paywalled} paywall={slot().paywall} />);
    open(999);
    act(() =>
      eventBus.publish('paywall', {
        type: 'PAYWALL_STATE',
        articleId: 4712,
        paywallTemplate: 'registration-wall',
        zephrAnswered: true,
        isPaywall: true,
      }),
    );
    const opened = render(<ArticleScreen article={whole} paywall={slot().paywall} />);
    open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetch).toHaveBeenCalledTimes(1);
    opened.unmount();
  });

  it('on 403 the paywall stays and starts over; after a second refusal the reader is asked to reload', async () => {
    appServer(notEntitled, notEntitled);
    const { paywall, calls } = slot();
    const { container } = render(<ArticleScreen article={paywalled} paywall={paywall} />);
    open();
    await waitFor(() =>
      expect(container.querySelector('.box-paywall')?.getAttribute('data-attempt')).toBe('1'),
    );
    expect(screen.queryByText('Der bezahlte Text der Brücke.')).toBeNull();
    expect(calls).toContain('paywall#1');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Artikel konnte nicht freigeschaltet werden');
    expect(screen.getByRole('link', { name: 'Seite neu laden' }).getAttribute('href')).toBe(
      '/neue-bruecke-4712',
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('an answer that still has no body is a refusal, never an empty article', async () => {
    appServer({ status: 200, body: paywalled });
    const { container } = render(<ArticleScreen article={paywalled} paywall={slot().paywall} />);
    open();
    await waitFor(() =>
      expect(container.querySelector('.box-paywall')?.getAttribute('data-attempt')).toBe('1'),
    );
    expect(container.querySelector('.ar-article__body')).toBeNull();
  });

  it('when the article cannot be loaded, the reader can try again', async () => {
    const unavailable = { status: 503, body: { status: 503, code: 'upstream_unavailable', message: 'x' } };
    // the HTTP client asks a GET once more after a 503 (spec §7), so two of them fail the load
    appServer(unavailable, unavailable, { status: 200, body: whole });
    render(<ArticleScreen article={paywalled} paywall={slot().paywall} />);
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Artikel konnte gerade nicht geladen werden.');
    act(() => screen.getByRole('button', { name: 'Erneut versuchen' }).click());
    expect(await screen.findByText('Der bezahlte Text der Brücke.')).toBeTruthy();
  });
});
