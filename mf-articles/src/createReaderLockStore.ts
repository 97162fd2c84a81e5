import { fetchSettings } from '@news/config/fetchSettings';
import { apiClient } from './apiClient';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { userFlagsOf } from '@news/contracts/userState';
import type { EventBus } from '@news/event-bus/createEventBus';
import { articleLock, type ArticleLock, type LockReader } from '@news/ui/articleLock';
import type { LockSubject } from '@news/ui/lockSubject';
import { fetchCreditPurchaseDates } from './fetchCreditPurchaseDates';

/** The user API takes at most this many ids per purchase lookup. */
const BATCH = 100;

export type ReaderLockStore = {
  register(articleId: number): void;
  subscribe(listener: () => void): () => void;
  /** null until the reader is known (session, settings and, for wallet readers, their first purchase lookup). */
  getReader(): LockReader | null;
  /** The locks for the current reader (a new function whenever the reader changes); null while unknown. */
  getLockOf(): ((subject: LockSubject) => ArticleLock) | null;
};

type Session = { ssoId: string | null; roles: readonly string[] };

const mandatorOf = (doc: Document): string | null => {
  try {
    return readDocumentState(doc).mandator;
  } catch {
    return null;
  }
};

/**
 * The reader behind the lock icons of the page (spec §4 "Headline lock icon"): the roles from the shell's session
 * (topic auth), the brand's plus_logo_enabled, and for wallet readers the purchase dates of the paid articles the
 * page shows (asked in batches as their locks register, and afresh after the wallet changed, e.g. a coin was
 * spent), and the lock of each article for them (articleLock). Loaded only by a page that shows a paid article.
 */
export function createReaderLockStore({ bus, doc }: { bus: EventBus; doc: Document }): ReaderLockStore {
  const listeners = new Set<() => void>();
  const ids = new Set<number>();
  let session: Session | null = null;
  let plusLogoEnabled: boolean | null = null;
  /** The wallet state the dates belong to (`ssoId version`); asked: ids looked up for it. */
  let walletVersion = 0;
  let key = '';
  let asked = new Set<number>();
  let dates: Readonly<Record<string, string>> = {};
  let datesOf: string | null = null;
  let reader: LockReader | null = null;
  let lockOf: ((subject: LockSubject) => ArticleLock) | null = null;

  const isWallet = () => session?.ssoId != null && userFlagsOf(session.roles).isWalletUser;
  const update = () => {
    let next: LockReader | null = null;
    const wallet = isWallet();
    // A wallet reader's locks wait for the first lookup; after a wallet change the last dates stay until the next.
    if (session !== null && plusLogoEnabled !== null && (!wallet || datesOf === session.ssoId)) {
      next = {
        roles: session.ssoId === null ? null : session.roles,
        purchases: wallet ? dates : {},
        plusLogoEnabled,
      };
    }
    if (JSON.stringify(next) === JSON.stringify(reader)) return;
    reader = next;
    lockOf = next === null ? null : (subject) => articleLock(subject, next);
    for (const listener of listeners) listener();
  };

  const lookUp = () => {
    const ssoId = session?.ssoId;
    if (!isWallet() || !ssoId || ids.size === 0) return update();
    const current = `${ssoId} ${walletVersion}`;
    if (current !== key) {
      key = current;
      asked = new Set();
    }
    const mandator = mandatorOf(doc);
    const todo = [...ids].filter((id) => !asked.has(id));
    if (todo.length === 0 || mandator === null) {
      if (mandator === null && datesOf !== ssoId) [dates, datesOf] = [{}, ssoId];
      return update();
    }
    for (const id of todo) asked.add(id);
    const batches = Array.from({ length: Math.ceil(todo.length / BATCH) }, (_, i) =>
      todo.slice(i * BATCH, (i + 1) * BATCH),
    );
    void Promise.all(
      batches.map((batch) =>
        fetchCreditPurchaseDates(mandator, ssoId, batch).catch((error: unknown) => {
          console.warn('[mf-articles] the credit purchases could not be read', error);
          return {};
        }),
      ),
    ).then((answers) => {
      if (key !== current) return;
      dates = Object.assign({}, datesOf === ssoId ? dates : {}, ...answers);
      datesOf = ssoId;
      update();
    });
  };

  bus.on('auth').subscribe((event) => {
    session =
      event.type === 'LOGOUT'
        ? { ssoId: null, roles: [] }
        : { ssoId: event.user.ssoId, roles: event.user.roles };
    lookUp();
  });
  bus.on('payment').subscribe((event) => {
    if (event.type !== 'WALLET_CHANGED') return;
    walletVersion++;
    lookUp();
  });
  void fetchSettings(apiClient).then((settings) => {
    plusLogoEnabled = settings.plus_logo_enabled;
    update();
  });

  /** The locks of one render register together: one lookup for all of them. */
  let scheduled = false;
  return {
    register(articleId) {
      if (ids.has(articleId)) return;
      ids.add(articleId);
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        lookUp();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getReader: () => reader,
    getLockOf: () => lockOf,
  };
}
