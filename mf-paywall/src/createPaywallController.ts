import { anonIdFromCookies } from '@news/contracts/anonIdCookie';
import type { AuthEvent, PaymentEvent } from '@news/contracts/busEvents';
import { ARTICLE_PRICE_IN_CREDITS, type CreditUseBody, type CreditWallet } from '@news/contracts/paymentsApi';
import type { PaywallDecisionAnswer, PaywallRequest } from '@news/contracts/paywallApi';
import type { PaywallParcelProps } from '@news/contracts/paywallParcel';
import { userFlagsOf, type UserFlags } from '@news/contracts/userState';
import type { EventBus } from '@news/event-bus/createEventBus';
import { buildPaywallRequest } from './buildPaywallRequest';
import { linkTokenState, withoutLinkToken, type LinkToken } from './linkTokenState';
import type { CreditSpending, LinkTokenCheck } from './paywallApi';
import {
  initialPaywallState,
  needsPaywallDecision,
  nextPaywallState,
  type PaywallState,
  type PaywallTransition,
} from './paywallMachine';
import { readPaywallAnswer, type PaywallAnswerView } from './readPaywallAnswer';

export type PaywallReader = { ssoId: string | null; flags: UserFlags };

/** The reader's credit wallet as the shell announced it on the bus (topic payment). */
export type WalletView =
  { kind: 'unknown' } | { kind: 'none' } | { kind: 'unavailable' } | { kind: 'wallet'; wallet: CreditWallet };

/** Everything the paywall's placements show. */
export type PaywallView = {
  state: PaywallState;
  /** The service's answer (template, meter, offer); null before it and after a failure. */
  answer: PaywallAnswerView | null;
  /** The page's link token; null while it is being checked. */
  linkToken: LinkToken | null;
  /** null until the shell announced the session. */
  reader: PaywallReader | null;
  wallet: WalletView;
  device: 'mobile' | 'desktop';
  /** A coin purchase: idle, on its way, or failed (the reader may try again). */
  purchase: 'idle' | 'buying' | 'failed';
};

export type PaywallController = {
  subscribe(listener: () => void): () => void;
  getView(): PaywallView;
  /** Unlocks the article with one coin (ignored while a purchase is on its way). */
  buyWithCoin(): Promise<void>;
  dispose(): void;
};

export type PaywallDeps = {
  bus: EventBus;
  win: Window;
  api: {
    decide(request: PaywallRequest): Promise<PaywallDecisionAnswer>;
    validateLinkToken(token: string): Promise<LinkTokenCheck>;
    spendCredit(body: CreditUseBody): Promise<CreditSpending>;
  };
};

const readerOf = (event: AuthEvent): PaywallReader =>
  event.type === 'LOGOUT'
    ? { ssoId: null, flags: userFlagsOf([]) }
    : { ssoId: event.user.ssoId, flags: userFlagsOf(event.user.roles) };

const walletOf = (event: PaymentEvent, current: WalletView): WalletView => {
  switch (event.type) {
    case 'WALLET_CHANGED':
      return { kind: 'wallet', wallet: event };
    case 'PAYMENT_CUSTOMER':
      return event.customerId === null
        ? { kind: 'none' }
        : current.kind === 'wallet'
          ? current
          : { kind: 'unknown' };
    case 'PAYMENT_UNAVAILABLE':
      return { kind: 'unavailable' };
    case 'PAYMENT_RESET':
      return { kind: 'none' };
  }
};

/**
 * The paywall of one visit of an article page: the client state machine of spec §4 with its effects. It waits for
 * the shell's session (topic auth), checks the page's link token once, asks the paywall service through the app
 * server (or opens at once for free content and plus or e-paper readers), publishes every state as PAYWALL_STATE
 * and decides again when the reader logs in or out. Failures and timeouts lock the article with the fallback.
 */
export function createPaywallController(props: PaywallParcelProps, deps: PaywallDeps): PaywallController {
  const { bus, win, api } = deps;
  const { article } = props;
  const listeners = new Set<() => void>();
  let view: PaywallView = {
    state: initialPaywallState,
    answer: null,
    linkToken: null,
    reader: null,
    wallet: { kind: 'unknown' },
    device: win.matchMedia?.('(max-width: 767px)').matches ? 'mobile' : 'desktop',
    purchase: 'idle',
  };
  /** Bumped by every new decision and by dispose: an answer of an older one is dropped. */
  let generation = 0;
  let readerKey: string | null = null;
  let buying = false;
  let linkToken: Promise<LinkToken> | null = null;

  const set = (patch: Partial<PaywallView>) => {
    view = { ...view, ...patch };
    for (const listener of listeners) listener();
  };
  const move = (transition: PaywallTransition, patch: Partial<PaywallView> = {}) => {
    const state = nextPaywallState(view.state, transition);
    set({ ...patch, state });
    bus.publish('paywall', { type: 'PAYWALL_STATE', articleId: article.id, ...state });
  };

  /** spec §5, §8: a token the server refuses is removed from the address bar and logged. */
  const dropLinkToken = (reason: string) => {
    const url = new URL(win.location.href);
    if (!url.searchParams.has('link-token')) return;
    console.error(`[mf-paywall] link token refused (${reason}); removed from the address`);
    win.history.replaceState(win.history.state, '', withoutLinkToken(url));
  };
  const pageLinkToken = (): Promise<LinkToken> => {
    linkToken ??= linkTokenState(props.gift, article.id, api.validateLinkToken).then(({ token, failure }) => {
      if (failure !== null) dropLinkToken(failure);
      return token;
    });
    return linkToken;
  };

  async function decide(reader: PaywallReader): Promise<void> {
    const run = ++generation;
    const page = { pageType: 'Artikelseite' as const, contentRestriction: article.contentRestriction };
    if (!needsPaywallDecision(page, reader.flags)) {
      move({ type: 'open' }, { answer: null });
      return;
    }
    const token = await pageLinkToken();
    if (run !== generation) return;
    set({ linkToken: token });
    const request = buildPaywallRequest({
      article,
      pageType: 'Artikelseite',
      path: `${win.location.pathname}${win.location.search}`,
      referrer: win.document.referrer,
      device: view.device,
      anonId: anonIdFromCookies(win.document.cookie) ?? '',
      linkToken: token,
    });
    try {
      const decision = await api.decide(request);
      if (run !== generation) return;
      const served = decision.linkToken;
      if (served.state === 'invalid' || served.state === 'expired')
        dropLinkToken(`the app server says ${served.state}`);
      const answer = readPaywallAnswer(decision);
      const linkTokenPatch = { linkToken: served.state === 'none' ? token : served };
      if (answer.template === null) {
        console.error('[mf-paywall] the paywall service answered no known template, showing the fallback');
        move({ type: 'failed' }, { answer: null, ...linkTokenPatch });
      } else {
        move({ type: 'answered', template: answer.template }, { answer, ...linkTokenPatch });
      }
    } catch (error) {
      if (run !== generation) return;
      console.error('[mf-paywall] the paywall service failed, showing the fallback', error);
      move({ type: 'failed' }, { answer: null });
    }
  }

  /** The bus is heard from the first subscriber on (a commit, never a render: publishing happens in effects). */
  let stopListening: (() => void) | null = null;
  let disposed = false;
  const listen = () => {
    const auth = bus.on('auth').subscribe((event) => {
      const reader = readerOf(event);
      const key = event.type === 'LOGOUT' ? 'anonymous' : `${event.user.ssoId} ${event.user.roles.join(',')}`;
      if (key === readerKey) {
        set({ reader });
        return;
      }
      const first = readerKey === null;
      readerKey = key;
      if (!first) move({ type: 'reset' }, { answer: null, purchase: 'idle' });
      set({ reader });
      void decide(reader);
    });
    auth.add(bus.on('payment').subscribe((event) => set({ wallet: walletOf(event, view.wallet) })));
    stopListening = () => auth.unsubscribe();
  };

  async function buyWithCoin(): Promise<void> {
    const ssoId = view.reader?.ssoId;
    if (buying || view.wallet.kind !== 'wallet' || !ssoId) return;
    buying = true;
    const run = generation;
    const { customerId, uniqueId } = view.wallet.wallet;
    set({ purchase: 'buying' });
    let result: CreditSpending;
    try {
      result = await api.spendCredit({
        customerId,
        uniqueId,
        reason: 'article_purchase',
        userId: ssoId,
        articleId: article.id,
        coinsAmount: ARTICLE_PRICE_IN_CREDITS,
      });
    } finally {
      buying = false;
    }
    if (result.kind === 'failed') {
      set({ purchase: 'failed' });
      return;
    }
    const availableCreditCount = result.kind === 'bought' ? result.answer.availableCreditCount : 0;
    bus.publish('payment', { type: 'WALLET_CHANGED', customerId, uniqueId, availableCreditCount });
    if (run !== generation || disposed) return;
    if (result.kind === 'bought') move({ type: 'open' }, { purchase: 'idle' });
    else move({ type: 'locked', template: 'coins-empty' }, { purchase: 'idle' });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (stopListening === null && !disposed) listen();
      return () => listeners.delete(listener);
    },
    getView: () => view,
    buyWithCoin,
    dispose() {
      disposed = true;
      generation++;
      stopListening?.();
      listeners.clear();
      // A later visit of this article must not take this visit's state for its own (the topic replays).
      if (view.state !== initialPaywallState)
        bus.publish('paywall', { type: 'PAYWALL_STATE', articleId: article.id, ...initialPaywallState });
    },
  };
}
