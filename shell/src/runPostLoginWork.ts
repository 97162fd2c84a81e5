import type { ArticleBookmark } from '@news/contracts/userApi';
import type { UserState } from '@news/contracts/userState';
import type { EventBus } from '@news/event-bus/createEventBus';
import { renewAnonId } from './anonIdCookie';
import { clearPendingBookmark, readPendingBookmark } from './pendingBookmarkCookie';
import type { CreditWallet } from '@news/contracts/paymentsApi';
import { publishPaymentSession } from './publishPaymentSession';
import { publishWallet } from './publishWallet';
import type { PaymentSession } from './sessionApi';
import type { AddBookmarkResult } from './userDataApi';

export interface PostLoginDeps {
  bus: EventBus;
  doc: Document;
  /** The brand of the page; null when the document does not tell it (then the user API is not called). */
  mandator: string | null;
  api: {
    bookmarks(mandator: string, ssoId: string): Promise<ArticleBookmark[]>;
    addBookmark(mandator: string, ssoId: string, articleId: number): Promise<AddBookmarkResult>;
    paymentSession(): Promise<PaymentSession>;
    wallet(customerId: string): Promise<CreditWallet>;
  };
  /** Tells the reader something (a refused pending bookmark). */
  notify(message: string): void;
}

/**
 * spec §4 "After login": restores the article a logged-out reader wanted to bookmark (cookie
 * bookmarkedArticleId: POST it, then forget the cookie), loads the reader's bookmarks onto the bus (topic
 * bookmarkList; BOOKMARKS_UNAVAILABLE when they cannot be read) and, for wallet users, the payment provider's
 * customer and its credit wallet (topic payment; a missing payment session is tolerated). Runs whenever a reader becomes logged in, also on a page load with a session.
 */
export async function runPostLoginWork(state: UserState, deps: PostLoginDeps): Promise<void> {
  const { bus, doc, mandator, api } = deps;
  const ssoId = state.user?.ssoId;
  if (!state.isLoggedIn || !ssoId) return;

  const bookmarks = async (brand: string) => {
    const pending = readPendingBookmark(doc);
    if (pending !== null) {
      try {
        const result = await api.addBookmark(brand, ssoId, pending);
        clearPendingBookmark(doc);
        if (result.kind === 'added') bus.publish('bookmarks', { type: 'BOOKMARK_ADDED', articleId: pending });
        else deps.notify(result.message);
      } catch (error) {
        // kept for the next login (the cookie expires after an hour)
        console.error('[shell]', error);
      }
    }
    try {
      bus.publish('bookmarkList', { type: 'BOOKMARKS_LOADED', bookmarks: await api.bookmarks(brand, ssoId) });
    } catch (error) {
      console.error('[shell]', error);
      bus.publish('bookmarkList', { type: 'BOOKMARKS_UNAVAILABLE' });
    }
  };
  const wallet = async () => {
    if (!state.flags.isWalletUser) return;
    const session = await api.paymentSession();
    publishPaymentSession(bus, session);
    await publishWallet(bus, session, api.wallet);
  };
  await Promise.all([mandator === null ? Promise.resolve() : bookmarks(mandator), wallet()]);
}

/**
 * spec §4 "Logout or a failed refresh": the reader's bookmarks and wallet leave the bus, and the reader gets a
 * new anonymous id.
 */
export function resetAccountData(bus: EventBus, doc: Document): void {
  bus.publish('bookmarkList', { type: 'BOOKMARKS_RESET' });
  bus.publish('payment', { type: 'PAYMENT_RESET' });
  renewAnonId(doc);
}
