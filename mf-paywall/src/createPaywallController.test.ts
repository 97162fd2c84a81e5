/** @jest-environment jsdom */
import type { BusEvent } from '@news/contracts/busEvents';
import type { PaywallDecisionAnswer, PaywallRequest } from '@news/contracts/paywallApi';
import type { PaywallParcelProps } from '@news/contracts/paywallParcel';
import { createEventBus, type EventBus } from '@news/event-bus/createEventBus';
import { createPaywallController, type PaywallDeps } from './createPaywallController';
import type { CreditSpending, LinkTokenCheck } from './paywallApi';

const ssoId = '6f1c2d9e-7b8a-4c3d-9e2f-1a2b3c4d5e6f';
const user = (roles: string[]) => ({
  ssoId,
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles,
});
const props: PaywallParcelProps = {
  placement: 'paywall',
  visit: 'v1',
  article: { id: 7, contentRestriction: 'plus', isPaywalled: true, isSoldContent: true, ressort: 'lokales' },
};
const decision = (template: string, extra: { sdkFeatureSlug: string; outputValue: string }[] = []) =>
  ({
    results: [{ sdkFeatureSlug: 'paywall-template', outputValue: template }, ...extra],
    linkToken: { state: 'none' },
  }) satisfies PaywallDecisionAnswer;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  api: Partial<PaywallDeps['api']> = {},
  options: { props?: PaywallParcelProps; bus?: EventBus } = {},
) {
  const bus = options.bus ?? createEventBus();
  const states: BusEvent<'paywall'>[] = [];
  const payments: BusEvent<'payment'>[] = [];
  bus.on('paywall').subscribe((e) => states.push(e));
  bus.on('payment').subscribe((e) => payments.push(e));
  const deps: PaywallDeps = {
    bus,
    win: window,
    api: {
      decide: jest.fn(async (_request: PaywallRequest) => decision('registration-wall')),
      validateLinkToken: jest.fn(async (): Promise<LinkTokenCheck> => ({ kind: 'expired' })),
      spendCredit: jest.fn(async (): Promise<CreditSpending> => ({
        kind: 'bought',
        answer: {
          availableCreditCount: 2,
          articleId: 7,
          purchasedAt: '2026-03-12T09:30:00.000Z',
          charged: true,
        },
      })),
      ...api,
    },
  };
  const controller = createPaywallController(options.props ?? props, deps);
  controller.subscribe(() => undefined);
  return { bus, deps, controller, states, payments };
}

const state = (paywallTemplate: string | null, zephrAnswered: boolean, isPaywall: boolean) => ({
  type: 'PAYWALL_STATE',
  articleId: 7,
  paywallTemplate,
  zephrAnswered,
  isPaywall,
});

describe('createPaywallController', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/neue-bruecke-7');
    document.cookie = 'news_anon_id=0123456789abcdef0123456789abcdef; path=/';
  });
  afterEach(() => error.mockRestore());

  it('hears nothing before its first subscriber (it is made during a render, it acts in effects)', async () => {
    const bus = createEventBus();
    bus.publish('auth', { type: 'LOGOUT' });
    const decide = jest.fn(async () => decision('registration-wall'));
    const controller = createPaywallController(props, {
      bus,
      win: window,
      api: { decide, validateLinkToken: jest.fn(), spendCredit: jest.fn() },
    });
    await flush();
    expect(decide).not.toHaveBeenCalled();
    const unsubscribe = controller.subscribe(() => undefined);
    await flush();
    expect(decide).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('waits for the session, then asks the paywall service with the page payload and stores the answer', async () => {
    const { bus, deps, controller, states } = setup({
      decide: jest.fn(async () =>
        decision('registration-wall', [{ sdkFeatureSlug: 'meter-limit', outputValue: '3' }]),
      ),
    });
    await flush();
    expect(deps.api.decide).not.toHaveBeenCalled();
    expect(controller.getView().state).toEqual({
      paywallTemplate: null,
      zephrAnswered: false,
      isPaywall: false,
    });

    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    expect(deps.api.decide).toHaveBeenCalledTimes(1);
    const request = (deps.api.decide as jest.Mock).mock.calls[0][0] as PaywallRequest;
    expect(request.inputs).toMatchObject({
      _dm_contentid: '7',
      _dm_ressort: 'lokales',
      _dm_contentRestriction: 'plus',
      _dm_pageType: 'Artikelseite',
      _dm_device: 'desktop',
      _anonId: '0123456789abcdef0123456789abcdef',
      _dm_linkTokenState: 'none',
    });
    expect(request.path).toBe('/neue-bruecke-7');
    expect(request.session).toBe('0123456789abcdef0123456789abcdef');
    expect(states).toEqual([state('registration-wall', true, true)]);
    expect(controller.getView().answer?.meterLimit).toBe(3);
    expect(deps.api.validateLinkToken).not.toHaveBeenCalled();
  });

  it('opens at once for plus and e-paper readers, without asking', async () => {
    for (const role of ['PLUS_USER', 'EPAPER_USER']) {
      const { bus, deps, states } = setup();
      bus.publish('auth', { type: 'USER_UPDATED', user: user([role]) });
      await flush();
      expect(deps.api.decide).not.toHaveBeenCalled();
      expect(states).toEqual([state('ok', true, false)]);
    }
  });

  it('opens a free article without asking', async () => {
    const { bus, deps, states } = setup(
      {},
      { props: { ...props, article: { ...props.article, contentRestriction: 'free' } } },
    );
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    expect(deps.api.decide).not.toHaveBeenCalled();
    expect(states).toEqual([state('ok', true, false)]);
  });

  it('opens when the service answers ok, with the meter', async () => {
    const { bus, controller, states } = setup({
      decide: jest.fn(async () => decision('ok', [{ sdkFeatureSlug: 'meter-remaining', outputValue: '2' }])),
    });
    bus.publish('auth', { type: 'USER_UPDATED', user: user([]) });
    await flush();
    expect(states).toEqual([state('ok', true, false)]);
    expect(controller.getView().answer?.meterRemaining).toBe(2);
  });

  it('locks with the fallback when the service fails, times out or names no known template, and logs it', async () => {
    const timeout = Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' });
    for (const decide of [
      jest.fn(() => Promise.reject(new Error('503'))),
      jest.fn(() => Promise.reject(timeout)),
      jest.fn(async () => decision('popup')),
    ]) {
      const { bus, states } = setup({ decide });
      bus.publish('auth', { type: 'LOGOUT' });
      await flush();
      expect(states).toEqual([state('fallback', true, true)]);
    }
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('decides again when the reader logs in or out, not when the same reader is announced again', async () => {
    const decide = jest
      .fn()
      .mockResolvedValueOnce(decision('registration-wall'))
      .mockResolvedValueOnce(decision('ok'))
      .mockResolvedValueOnce(decision('registration-wall'));
    const { bus, states } = setup({ decide });
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user: user([]) });
    await flush();
    bus.publish('auth', { type: 'USER_UPDATED', user: user([]) });
    await flush();
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    expect(decide).toHaveBeenCalledTimes(3);
    expect(states).toEqual([
      state('registration-wall', true, true),
      state(null, false, false),
      state('ok', true, false),
      state(null, false, false),
      state('registration-wall', true, true),
    ]);
  });

  it('drops the answer of a decision that a login overtook', async () => {
    let answerFirst: (a: PaywallDecisionAnswer) => void = () => undefined;
    const decide = jest
      .fn()
      .mockReturnValueOnce(new Promise<PaywallDecisionAnswer>((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(decision('ok'));
    const { bus, states } = setup({ decide });
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user: user([]) });
    await flush();
    answerFirst(decision('registration-wall'));
    await flush();
    expect(states.at(-1)).toEqual(state('ok', true, false));
    expect(states).not.toContainEqual(state('registration-wall', true, true));
  });

  it('checks a gift link once, sends its state, and tells the box it was given', async () => {
    window.history.replaceState(null, '', '/neue-bruecke-7?link-token=abc.def.ghi');
    const validateLinkToken = jest.fn(async (): Promise<LinkTokenCheck> => ({
      kind: 'valid',
      info: { articleId: 7, tokenType: 'gift', scope: 'no_paywall' },
    }));
    const { bus, deps, controller } = setup(
      { validateLinkToken },
      { props: { ...props, gift: { state: 'pending', token: 'abc.def.ghi' } } },
    );
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user: user([]) });
    await flush();
    expect(validateLinkToken).toHaveBeenCalledTimes(1);
    const request = (deps.api.decide as jest.Mock).mock.calls[0][0] as PaywallRequest;
    expect(request.inputs._dm_linkTokenState).toBe('valid');
    expect(request.inputs._dm_linkTokenType).toBe('gift');
    expect(request.path).toBe('/neue-bruecke-7?link-token=abc.def.ghi');
    expect(controller.getView().linkToken).toEqual({ state: 'valid', type: 'gift' });
    expect(window.location.search).toBe('?link-token=abc.def.ghi');
  });

  it('removes a refused or expired link token from the address and logs it (spec §5, §8)', async () => {
    window.history.replaceState(null, '', '/neue-bruecke-7?link-token=abc.def.ghi&utm_source=nl');
    const { bus, deps } = setup(
      {},
      { props: { ...props, gift: { state: 'pending', token: 'abc.def.ghi' } } },
    );
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    expect(window.location.pathname + window.location.search).toBe('/neue-bruecke-7?utm_source=nl');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('link token refused (expired'));
    const request = (deps.api.decide as jest.Mock).mock.calls[0][0] as PaywallRequest;
    expect(request.inputs._dm_linkTokenState).toBe('expired');
    expect(request.path).toBe('/neue-bruecke-7?utm_source=nl');
  });

  it('takes the link-token state the app server found, and removes a token it refused', async () => {
    window.history.replaceState(null, '', '/neue-bruecke-7?link-token=abc.def.ghi');
    const { bus, controller } = setup(
      {
        validateLinkToken: jest.fn(async (): Promise<LinkTokenCheck> => ({
          kind: 'valid',
          info: { articleId: 7, tokenType: 'gift', scope: 'no_paywall' },
        })),
        decide: jest.fn(async () => ({
          ...decision('registration-wall'),
          linkToken: { state: 'expired' as const },
        })),
      },
      { props: { ...props, gift: { state: 'pending', token: 'abc.def.ghi' } } },
    );
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    expect(controller.getView().linkToken).toEqual({ state: 'expired' });
    expect(window.location.search).toBe('');
  });

  describe('buying with a coin', () => {
    const wallet = {
      type: 'WALLET_CHANGED' as const,
      customerId: '1000006',
      uniqueId: 'w-1',
      availableCreditCount: 3,
    };
    async function coinOffer(api: Partial<PaywallDeps['api']> = {}) {
      const env = setup({ decide: jest.fn(async () => decision('coin-offer')), ...api });
      env.bus.publish('payment', wallet);
      env.bus.publish('auth', { type: 'USER_UPDATED', user: user(['WALLET_USER']) });
      await flush();
      env.states.length = 0;
      env.payments.length = 0;
      return env;
    }

    it('spends one coin once however often it is asked, then publishes the wallet and the open state', async () => {
      const { controller, deps, states, payments } = await coinOffer();
      expect(controller.getView().wallet).toEqual({ kind: 'wallet', wallet });
      await Promise.all([controller.buyWithCoin(), controller.buyWithCoin(), controller.buyWithCoin()]);
      expect(deps.api.spendCredit).toHaveBeenCalledTimes(1);
      expect(deps.api.spendCredit).toHaveBeenCalledWith({
        customerId: '1000006',
        uniqueId: 'w-1',
        reason: 'article_purchase',
        userId: ssoId,
        articleId: 7,
        coinsAmount: 1,
      });
      expect(payments).toEqual([{ ...wallet, availableCreditCount: 2 }]);
      expect(states).toEqual([state('ok', true, false)]);
    });

    it('shows coins-empty after 409 no_credits_left, and announces the empty wallet', async () => {
      const { controller, states, payments } = await coinOffer({
        spendCredit: jest.fn(async (): Promise<CreditSpending> => ({ kind: 'no-credits' })),
      });
      await controller.buyWithCoin();
      expect(payments).toEqual([{ ...wallet, availableCreditCount: 0 }]);
      expect(states).toEqual([state('coins-empty', true, true)]);
    });

    it('keeps the offer after a failed purchase, so the reader can try again', async () => {
      const spendCredit = jest
        .fn()
        .mockResolvedValueOnce({ kind: 'failed' })
        .mockResolvedValueOnce({
          kind: 'bought',
          answer: {
            availableCreditCount: 2,
            articleId: 7,
            purchasedAt: '2026-03-12T09:30:00.000Z',
            charged: false,
          },
        });
      const { controller, states, payments } = await coinOffer({ spendCredit });
      await controller.buyWithCoin();
      expect(controller.getView().purchase).toBe('failed');
      expect(states).toEqual([]);
      expect(payments).toEqual([]);
      await controller.buyWithCoin();
      expect(states).toEqual([state('ok', true, false)]);
    });

    it('does not buy without a known wallet', async () => {
      const env = setup({ decide: jest.fn(async () => decision('coin-offer')) });
      env.bus.publish('auth', { type: 'USER_UPDATED', user: user(['WALLET_USER']) });
      await flush();
      await env.controller.buyWithCoin();
      expect(env.deps.api.spendCredit).not.toHaveBeenCalled();
    });
  });

  it('after dispose: answers are dropped and the article is announced as undecided again', async () => {
    let answer: (a: PaywallDecisionAnswer) => void = () => undefined;
    const { bus, controller, states } = setup({
      decide: jest
        .fn()
        .mockResolvedValueOnce(decision('registration-wall'))
        .mockReturnValueOnce(new Promise<PaywallDecisionAnswer>((resolve) => (answer = resolve))),
    });
    bus.publish('auth', { type: 'LOGOUT' });
    await flush();
    bus.publish('auth', { type: 'LOGIN_SUCCESS', user: user([]) });
    await flush();
    controller.dispose();
    answer(decision('ok'));
    await flush();
    expect(states.at(-1)).toEqual(state(null, false, false));
    expect(states).not.toContainEqual(state('ok', true, false));
  });
});
