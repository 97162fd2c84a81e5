import type { CreditWallet } from '@news/contracts/paymentsApi';
import type { Route, RouteParams } from '@news/config/routeTable';
import type { UserState } from '@news/contracts/userState';
import type { EventBus } from '@news/event-bus/createEventBus';
import type { OverlayHash } from './decideHashOverlay';
import type { PaymentSession } from './sessionApi';

/** `next`: the following middleware runs; `stop`: the chain ends here (the reader was sent somewhere else). */
export type MiddlewareOutcome = 'next' | 'stop';

/** What a route middleware sees of the page and may do to it; startAuth provides it for one run. */
export interface MiddlewareContext {
  route: Route;
  params: RouteParams;
  pathname: string;
  /** `location.search` and `location.hash`, each with its leading character or ''. */
  search: string;
  hash: string;
  state: UserState;
  /** The page runs in the native app. */
  native: boolean;
  /** False once the reader moved on (another path, or the session changed): async work must not act then. */
  isCurrent(): boolean;
  /** Results shared by the middleware of one run (payment-session → account-tabs-access). */
  run: { paymentSession?: PaymentSession };
  /** Remembers where to continue after the login (redirect-after-login cookie). */
  storeTarget(path: string): void;
  /** The target to continue to after login (query `redirect`, else the stored one), sanitised, then forgotten. */
  takeTarget(): string | null;
  /** Sets the overlay hash of the current URL and shows its dialog; `extra` goes into the frame's query. */
  openOverlay(hash: OverlayHash, extra?: Readonly<Record<string, string>>): void;
  /** Navigates within the site (single-spa). */
  navigate(path: string): void;
  /** Leaves the page with a document navigation that replaces it (what a native app's webview intercepts). */
  leaveTo(url: string): void;
  bus: EventBus;
  api: {
    missingFields(): Promise<string[]>;
    paymentSession(): Promise<PaymentSession>;
    wallet(customerId: string): Promise<CreditWallet>;
  };
}

export type RouteMiddleware = (ctx: MiddlewareContext) => MiddlewareOutcome | Promise<MiddlewareOutcome>;

/**
 * Where a named middleware is implemented: in the shell (run on every routing event of a route naming it), or
 * by another part of the house, which the registry names so that every name has exactly one owner.
 */
export type MiddlewareImplementation =
  { runsIn: 'shell'; run: RouteMiddleware } | { runsIn: 'gateway' | 'mf-articles'; enforcedBy: string };
