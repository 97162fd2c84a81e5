/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CONSENT_COOKIE } from '@news/contracts/consentCookie';
import { eventBus } from '@news/event-bus/eventBus';
import { articleFixture, teaserFixture } from '../testing/fixtures';
import { Recommendations } from './Recommendations';
import { RECO_VARIANT_KEY } from './recoVariant';

const teasers = [1, 2, 3, 4].map((n) => ({
  ...teaserFixture,
  documentId: 900 + n,
  title: `Empfehlung ${n}`,
  targetPathOrUrl: `/empfehlung-${900 + n}`,
}));
const reader = (roles: string[]) => ({
  ssoId: 'sso-1',
  email: 'leser@example.com',
  firstName: 'Lea',
  lastName: 'Leser',
  emailVerified: true,
  roles,
});

/** fetch answering the recommendations after `delayMs` (never when undefined). */
function answerRecommendations(delayMs: number | undefined) {
  const fetchMock = jest.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (delayMs === undefined) return;
        setTimeout(
          () =>
            resolve({
              ok: true,
              status: 200,
              json: async () => ({ ranking: 'topics', teasers }),
            } as Response),
          delayMs,
        );
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const setup = { provider: 'first-party', variantBPercent: 50, timeoutMs: 400 } as const;

const box = (container: HTMLElement) => container.querySelector<HTMLElement>('section.ar-reco')!;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  eventBus.publish('auth', { type: 'LOGOUT' });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Recommendations', () => {
  it('renders the links onward on the server, the same markup the browser hydrates', () => {
    const html = renderToString(<Recommendations article={articleFixture} setup={setup} />);
    expect(html).toContain('Das könnte Sie auch interessieren');
    expect(html).toContain('data-reco="links"');
    expect(html).toContain(`href="${articleFixture.channel.path}"`);
    expect(html).not.toContain('Empfehlung');
  });

  it('replaces the links with the recommendations in the kept variant, in the same box', async () => {
    localStorage.setItem(RECO_VARIANT_KEY, 'A');
    const fetchMock = answerRecommendations(100);
    const { container } = render(<Recommendations article={articleFixture} setup={setup} />);
    expect(fetchMock).toHaveBeenCalledWith(
      `http://localhost/api/recommendations/${articleFixture.id}`,
      expect.objectContaining({ credentials: 'omit' }),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(150);
    });
    expect(box(container).dataset.reco).toBe('recommendations');
    expect(box(container).dataset.recoVariant).toBe('A');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      teasers.map((t) => expect.stringContaining(t.title)),
    );
    expect(screen.getByRole('link', { name: 'Empfehlung 1' }).getAttribute('href')).toBe('/empfehlung-901');
  });

  it('shows variant B with fewer entries, and draws a variant once when none is kept', async () => {
    localStorage.setItem(RECO_VARIANT_KEY, 'B');
    answerRecommendations(10);
    const { container, unmount } = render(<Recommendations article={articleFixture} setup={setup} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(box(container).dataset.recoVariant).toBe('B');
    expect(container.querySelectorAll('.ar-reco__list--b .ar-reco__entry')).toHaveLength(3);
    unmount();

    localStorage.clear();
    answerRecommendations(10);
    render(<Recommendations article={articleFixture} setup={setup} />);
    const drawn = localStorage.getItem(RECO_VARIANT_KEY);
    expect(['A', 'B']).toContain(drawn);
  });

  it('gives up after the brand’s timeout (400 ms): the links stay, late recommendations are ignored', async () => {
    const fetchMock = answerRecommendations(1000);
    const { container } = render(<Recommendations article={articleFixture} setup={setup} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(399);
    });
    expect(box(container).dataset.reco).toBe('links');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2);
    });
    expect(box(container).dataset.reco).toBe('gave-up');
    const signal = (fetchMock.mock.calls[0]?.[1] as RequestInit).signal;
    expect(signal?.aborted).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(box(container).dataset.reco).toBe('gave-up');
    expect(screen.getByRole('link', { name: `Mehr aus ${articleFixture.channel.label}` })).toBeTruthy();
    expect(screen.queryByText('Empfehlung 1')).toBeNull();
  });

  it('shows a PUR reader without plus no recommendations (a request begun before the bus said so is dropped)', async () => {
    eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user: reader(['PUR_USER']) });
    const fetchMock = answerRecommendations(10);
    const { container } = render(<Recommendations article={articleFixture} setup={setup} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(fetchMock.mock.calls.every(([, init]) => init?.signal?.aborted === true)).toBe(true);
    expect(box(container).dataset.reco).toBe('none');
    expect(screen.getByRole('link', { name: 'Alle Schlagzeilen' })).toBeTruthy();
    expect(screen.queryByText('Empfehlung 1')).toBeNull();
  });

  it('hides recommendations already shown when the reader turns out to be PUR without plus', async () => {
    answerRecommendations(10);
    const { container } = render(<Recommendations article={articleFixture} setup={setup} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(box(container).dataset.reco).toBe('recommendations');
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user: reader(['PUR_USER']) }));
    expect(screen.queryByText('Empfehlung 1')).toBeNull();
    act(() => eventBus.publish('auth', { type: 'USER_UPDATED', user: reader(['PUR_USER', 'PLUS_USER']) }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(box(container).dataset.reco).toBe('recommendations');
  });

  it("leaves the box to the brand's third-party provider for readers who allowed it, else shows our own", async () => {
    const thirdParty = { ...setup, provider: 'allesPlus' } as const;
    document.cookie = `${CONSENT_COOKIE}=4.some.allesPlus; Path=/`;
    const fetchMock = answerRecommendations(10);
    const { container, unmount } = render(<Recommendations article={articleFixture} setup={thirdParty} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(box(container).dataset.reco).toBe('vendor');
    // the provider's script finds its box and the article it recommends for
    expect(container.querySelector('[data-reco-vendor="allesPlus"]')?.getAttribute('data-reco-article')).toBe(
      String(articleFixture.id),
    );
    expect(fetchMock.mock.calls.every(([, init]) => init?.signal?.aborted === true)).toBe(true);
    unmount();

    document.cookie = `${CONSENT_COOKIE}=4.necessary; Path=/`;
    const second = render(<Recommendations article={articleFixture} setup={thirdParty} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(box(second.container).dataset.reco).toBe('recommendations');
    expect(second.container.querySelector('[data-reco-vendor]')).toBeNull();
  });
});
